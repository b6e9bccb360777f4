# Smoothing and numerical calculus on arrays: moving average by convolve, cumulative
# sums, diff, gradient, trapz, interp and meshgrid with vectorize.
import numpy as np

y = np.array([3, 5, 4, 8, 10, 9, 12, 15, 14, 18], dtype=float)
window = 3
ma = np.convolve(y, np.ones(window) / window, mode="valid")
print(ma.round(4))
print(np.convolve([1, 2, 3], [0, 1, 0.5]))
print(np.cumsum(y), np.diff(y, n=2))
x = np.linspace(0, np.pi, 101)
print(round(np.trapz(np.sin(x), x), 6))
print(np.gradient(x ** 2, x)[:3].round(6), np.gradient(np.array([1, 4, 9, 16])))
print(np.interp([1.5, 2.5, 10], [1, 2, 3], [10, 20, 30]))
xx, yy = np.meshgrid(np.arange(3), np.arange(2))
print(xx, yy, sep="\n")
f = np.vectorize(lambda a, b: a if a > b else b)
print(f(np.array([1, 5, 3]), 2))
r = np.hypot(xx, yy)
print(r.round(4))
np.cumprod(np.array([1.1, 0.9, 1.05])).round(6)
