# scipy.special functions, scipy.fft on a fixed signal, scipy.signal filtering and
# peaks, scipy.spatial distances and KD-tree (qhull: 564) and scipy.constants; rounded.
import numpy as np
from scipy import special, fft, signal, spatial, constants

print(special.gamma(5), round(float(special.erf(0.5)), 12), special.comb(10, 3, exact=True))
print(round(float(special.beta(2, 3)), 12), special.factorial(6, exact=True),
      round(float(special.jv(0, 1.0)), 12), round(float(special.expit(0.0)), 3))
t = np.arange(16)
sig = np.sin(2 * np.pi * 2 * t / 16)
spec = np.abs(fft.rfft(sig))
print(np.round(spec, 8).tolist(), int(np.argmax(spec)))
peaks, _ = signal.find_peaks([0, 2, 1, 3, 0, 1, 5, 1])
print(peaks)
b, a = signal.butter(2, 0.25)
print(np.round(b, 8), np.round(a, 8))
print(np.round(signal.convolve([1, 2, 3], [0, 1, 0.5]), 8))
print(round(float(spatial.distance.euclidean([0, 0], [3, 4])), 12),
      np.round(spatial.distance.cdist([[0, 0], [1, 1]], [[1, 0]]), 8).tolist())
tree = spatial.cKDTree(np.array([[0.0, 0.0], [1.0, 1.0], [3.0, 1.0]]))
print(np.round(tree.query([2.5, 1.0]), 10).tolist(), tree.query_ball_point([0.5, 0.5], 1.0))
print(constants.c, constants.g, constants.physical_constants["electron mass"][:2])
result = {"gamma": special.gamma(5), "logsumexp": round(float(special.logsumexp([1, 2, 3])), 10)}
