# fractions and statistics: exact arithmetic, limit_denominator, conversions, and the
# common statistics functions, NormalDist and StatisticsError.
from fractions import Fraction
import statistics, decimal, math
a, b = Fraction(1, 3), Fraction("2/7")
print(a + b, a * b, a / b, a - 1, a ** 2, -a, abs(Fraction(-3, 4)), a < b, Fraction(6, 4))
print(Fraction(0.1), Fraction(0.1).limit_denominator(100), Fraction("3.1415").limit_denominator(1000), Fraction(math.pi).limit_denominator(120))
print(Fraction(decimal.Decimal("1.25")), float(Fraction(1, 8)), int(Fraction(7, 2)), round(Fraction(7, 2)), Fraction(7, 3).as_integer_ratio())
print(sum(Fraction(1, n) for n in range(1, 11)), Fraction(3, 4).numerator, Fraction(3, 4).denominator)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(statistics.mean(data), statistics.median(data), statistics.mode(data), statistics.pstdev(data), statistics.stdev(data))
print(statistics.variance(data), statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]), statistics.multimode("aabbc"))
print(statistics.quantiles(data, n=4), statistics.harmonic_mean([40, 60]), statistics.geometric_mean([1, 10, 100]), statistics.fmean([1, 2, 4]))
print(statistics.mean([Fraction(1, 2), Fraction(1, 3)]), statistics.mean([decimal.Decimal("1.1"), decimal.Decimal("2.2")]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(statistics.correlation(x, y), statistics.covariance(x, y), statistics.linear_regression(x, y))
nd = statistics.NormalDist(100, 15)
print(round(nd.cdf(130), 6), round(nd.inv_cdf(0.975), 4), nd.mean, nd.stdev, round(nd.overlap(statistics.NormalDist(110, 15)), 6))
print(statistics.NormalDist.from_samples([1, 2, 3, 4]), nd + 5, round(nd.pdf(100), 8))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
try:
    statistics.stdev([1])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
