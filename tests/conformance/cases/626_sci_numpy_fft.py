# Spectrum of a two-tone signal with numpy.fft: rfft, rfftfreq, the dominant frequencies,
# the inverse transform, fftshift.
import numpy as np

fs = 500
t = np.arange(0, 1, 1 / fs)
signal = 1.5 * np.sin(2 * np.pi * 50 * t) + 0.7 * np.sin(2 * np.pi * 120 * t)
rng = np.random.default_rng(1)
noisy = signal + rng.normal(0, 0.2, t.size)
spec = np.fft.rfft(noisy)
freqs = np.fft.rfftfreq(noisy.size, d=1 / fs)
amp = 2 * np.abs(spec) / noisy.size
top = np.argsort(amp)[-2:][::-1]
for i in top:
    print(f"{freqs[i]:6.1f} Hz  amplitude {amp[i]:.3f}")
print(len(freqs), freqs[:4], freqs[-1])
back = np.fft.irfft(spec, n=noisy.size)
print(np.allclose(back, noisy))
x = np.array([1.0, 2.0, 1.0, -1.0, 1.5])
X = np.fft.fft(x)
print(np.round(X, 4))
print(np.fft.fftshift(np.fft.fftfreq(6, d=0.5)))
print(np.round(np.fft.ifft(X).real, 6))
np.round(np.abs(X), 4)
