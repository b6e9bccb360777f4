# Signal processing: a Butterworth low-pass with filtfilt, find_peaks with height and
# distance, savgol_filter smoothing, welch PSD peak, detrend.
import numpy as np
from scipy import signal

fs = 200.0
t = np.arange(0, 2, 1 / fs)
clean = np.sin(2 * np.pi * 3 * t)
rng = np.random.default_rng(5)
noisy = clean + 0.5 * np.sin(2 * np.pi * 40 * t) + rng.normal(0, 0.1, t.size)
b, a = signal.butter(4, 10, btype="low", fs=fs)
print(np.round(b, 8), np.round(a, 6))
filtered = signal.filtfilt(b, a, noisy)
print(f"error after filtering: {np.sqrt(np.mean((filtered - clean) ** 2)):.4f}")
peaks, props = signal.find_peaks(filtered, height=0.5, distance=20)
print(peaks, np.round(props["peak_heights"], 3))
smooth = signal.savgol_filter(noisy, window_length=21, polyorder=3)
print(np.round(smooth[:5], 4))
f, pxx = signal.welch(noisy, fs=fs, nperseg=128)
print("PSD peaks at", f[np.argsort(pxx)[-2:]])
print(np.round(signal.detrend(np.array([1.0, 2.5, 2.9, 4.2, 5.1])), 4))
sos = signal.butter(2, [5, 15], btype="bandpass", fs=fs, output="sos")
print(sos.shape)
np.round(signal.convolve([1, 2, 3], [0, 1, 0.5]), 3)
