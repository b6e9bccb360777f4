import statistics as st
data = [2, 4, 4, 4, 5, 5, 7, 9]
[st.mean(data), st.fmean(data), st.median(data), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]),
 st.mode(data), st.multimode("aabbc"), st.pstdev(data), st.stdev(data), st.variance(data), st.pvariance(data),
 st.quantiles(data, n=4), st.geometric_mean([1, 2, 4]), st.harmonic_mean([40, 60]), st.median_grouped([1, 2, 2, 3]),
 st.correlation([1, 2, 3], [2, 4, 7]), st.linear_regression([1, 2, 3], [2, 4, 6])]
