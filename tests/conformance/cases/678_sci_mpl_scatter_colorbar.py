# A scatter plot coloured by a third variable with a colorbar, sizes by a fourth, a
# regression line and an annotation of the largest point.
import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(3)
x = rng.uniform(0, 10, 50)
y = 2 * x + rng.normal(0, 2, 50)
z = x * y
s = rng.uniform(10, 200, 50)
fig, ax = plt.subplots(figsize=(7, 5))
sc = ax.scatter(x, y, c=z, s=s, cmap="viridis", alpha=0.7, edgecolors="k")
cbar = fig.colorbar(sc, ax=ax)
cbar.set_label("x * y")
m, b = np.polyfit(x, y, 1)
ax.plot(np.sort(x), m * np.sort(x) + b, "r--", label=f"y = {m:.2f}x + {b:.2f}")
i = int(np.argmax(z))
ax.annotate(f"max ({x[i]:.1f}, {y[i]:.1f})", (x[i], y[i]), textcoords="offset points", xytext=(-60, 10))
ax.legend()
print(sc.get_offsets().shape, np.round(sc.get_clim(), 3), sc.get_cmap().name)
print(cbar.ax.get_ylabel(), len(sc.get_sizes()), ax.texts[0].get_text())
print(ax.get_legend().get_texts()[0].get_text())
print(np.round(sc.get_array()[:3], 4))
plt.show()
