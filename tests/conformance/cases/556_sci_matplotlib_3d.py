# 3-D axes from mpl_toolkits: a surface and a scatter; what the axes hold is printed.
import numpy as np
import matplotlib.pyplot as plt
from mpl_toolkits.mplot3d import Axes3D

fig = plt.figure()
ax = fig.add_subplot(projection="3d")
X, Y = np.meshgrid(np.linspace(-1, 1, 5), np.linspace(-1, 1, 5))
surf = ax.plot_surface(X, Y, X ** 2 - Y ** 2, cmap="coolwarm")
ax.scatter([0, 1], [0, 1], [0, 1])
ax.set_zlabel("z")
print(type(ax).__name__, isinstance(ax, Axes3D), ax.name, ax.get_zlabel(), len(ax.collections))
print(np.round(ax.get_zlim(), 6))
