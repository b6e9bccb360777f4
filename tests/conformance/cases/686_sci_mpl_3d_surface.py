# A 3-D surface with a colormap and a colorbar, a 3-D scatter, view_init and axis labels,
# then the figure drawn to a buffer.
import io
import matplotlib.pyplot as plt
import numpy as np
from mpl_toolkits.mplot3d import Axes3D  # noqa: F401

X, Y = np.meshgrid(np.linspace(-3, 3, 40), np.linspace(-3, 3, 40))
Z = np.sin(np.sqrt(X**2 + Y**2))
fig = plt.figure(figsize=(12, 5))
ax = fig.add_subplot(1, 2, 1, projection="3d")
surf = ax.plot_surface(X, Y, Z, cmap="viridis", edgecolor="none")
fig.colorbar(surf, ax=ax, shrink=0.5, aspect=10)
ax.set_xlabel("X")
ax.set_ylabel("Y")
ax.set_zlabel("Z")
ax.set_title("sin(r)")
ax.view_init(elev=30, azim=45)
ax2 = fig.add_subplot(1, 2, 2, projection="3d")
rng = np.random.default_rng(0)
pts = rng.normal(size=(100, 3))
ax2.scatter(pts[:, 0], pts[:, 1], pts[:, 2], c=pts[:, 2], cmap="plasma")
ax2.plot([0, 1], [0, 1], [0, 1], "r-")
print(type(ax).__name__, ax.name, ax.get_zlabel(), ax.elev, ax.azim)
print(np.round(ax.get_zlim(), 4), len(ax2.collections), len(ax2.lines))
buf = io.BytesIO()
fig.savefig(buf, format="png")
print(buf.getvalue()[1:4], buf.tell() > 10000)
plt.show()
