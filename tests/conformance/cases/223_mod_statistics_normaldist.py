from statistics import NormalDist
iq = NormalDist(100, 15)
[round(iq.cdf(130), 6), round(iq.inv_cdf(0.5), 6), round(iq.pdf(100), 8), iq.mean, iq.stdev,
 round(iq.overlap(NormalDist(110, 15)), 6), str(iq + NormalDist(0, 20))]
