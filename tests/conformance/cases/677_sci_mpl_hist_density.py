# A histogram of normal samples with a fitted density curve overlaid, a vertical line
# at the mean, and the counts and edges that hist() returns.
import matplotlib.pyplot as plt
import numpy as np
from scipy import stats

rng = np.random.default_rng(10)
data = rng.normal(loc=170, scale=10, size=500)
fig, ax = plt.subplots()
counts, edges, patches = ax.hist(data, bins=20, density=True, alpha=0.6, color="g", edgecolor="black")
xs = np.linspace(data.min(), data.max(), 200)
mu, sd = stats.norm.fit(data)
ax.plot(xs, stats.norm.pdf(xs, mu, sd), "k", linewidth=2, label=f"N({mu:.1f}, {sd:.1f})")
ax.axvline(data.mean(), color="red", linestyle="dashed", label="mean")
ax.legend()
ax.set_title(f"Heights: $\\mu={mu:.2f}$, $\\sigma={sd:.2f}$")
print(len(patches), np.round(counts[:5], 5), np.round(edges[[0, -1]], 3))
print(round(float(np.sum(counts * np.diff(edges))), 6))
print(ax.get_title())
c2, e2, _ = plt.hist(data, bins=[140, 160, 170, 180, 200], histtype="step")
print(c2, e2)
print([t.get_text() for t in ax.get_legend().get_texts()])
plt.show()
