# Arrays written to and read from in-memory buffers: savetxt/loadtxt through StringIO,
# genfromtxt with missing values and names, np.save/np.load through BytesIO.
import io
import numpy as np

data = np.array([[1.5, 2.0, 3.25], [4.0, 5.5, 6.0]])
buf = io.StringIO()
np.savetxt(buf, data, delimiter=",", fmt="%.2f", header="a,b,c", comments="")
text = buf.getvalue()
print(text)
back = np.loadtxt(io.StringIO(text), delimiter=",", skiprows=1)
print(back, back.dtype)
g = np.genfromtxt(io.StringIO("x,y\n1,2\n3,\n5,6"), delimiter=",", names=True)
print(g, g.dtype.names, np.isnan(g["y"]).sum())
bio = io.BytesIO()
np.save(bio, data)
bio.seek(0)
loaded = np.load(bio)
print(loaded, np.array_equal(loaded, data))
zbuf = io.BytesIO()
np.savez(zbuf, first=data, second=np.arange(3))
zbuf.seek(0)
with np.load(zbuf) as z:
    print(sorted(z.files), z["second"])
np.fromstring("1 2 3", dtype=int, sep=" ")
