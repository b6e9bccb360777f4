# Scattered (x, y, z) measurements, not on a grid: a 3-D plot_trisurf and a filled
# tricontourf map, both of which triangulate the points themselves.
import matplotlib.pyplot as plt
import numpy as np
import matplotlib.tri as mtri

rng = np.random.default_rng(6)
x = rng.uniform(-2, 2, 80)
y = rng.uniform(-2, 2, 80)
z = np.exp(-(x**2 + y**2)) * np.cos(2 * x)
fig = plt.figure(figsize=(10, 4))
ax = fig.add_subplot(1, 2, 1, projection="3d")
surf = ax.plot_trisurf(x, y, z, cmap="viridis", linewidth=0.2)
ax.set_title("trisurf")
ax2 = fig.add_subplot(1, 2, 2)
tcf = ax2.tricontourf(x, y, z, levels=8, cmap="RdBu_r")
ax2.plot(x, y, "k.", ms=2)
fig.colorbar(tcf, ax=ax2)
tri = mtri.Triangulation(x, y)
print(type(surf).__name__, len(tri.triangles) > 100, tri.triangles.shape[1])
print(np.round(tcf.levels, 3))
plt.show()
