# scipy.io into memory: a WAV tone written and read back through BytesIO, a MATLAB
# .mat round trip through BytesIO, and Matrix Market text through StringIO... as a
# model shows "how to save and load" without files.
import io
import numpy as np
from scipy.io import wavfile, savemat, loadmat, mmwrite, mmread
from scipy import sparse

rate = 8000
tone = (np.sin(2 * np.pi * 440 * np.arange(800) / rate) * 32767).astype(np.int16)
wav = io.BytesIO()
wavfile.write(wav, rate, tone)
wav.seek(0)
r, back = wavfile.read(wav)
print(r, back.dtype, back[:5], len(wav.getvalue()), np.array_equal(back, tone))
mat = io.BytesIO()
savemat(mat, {"A": np.eye(2), "label": "demo", "v": np.arange(3)})
mat.seek(0)
m = loadmat(mat)
print(m["A"], m["label"], m["v"], sorted(k for k in m if not k.startswith("__")))
mm = io.BytesIO()
mmwrite(mm, sparse.csr_matrix(np.array([[1.0, 0], [0, 2.5]])))
mm.seek(0)
print(mmread(mm).toarray())
