# Bars, a histogram (its counts and edges are returned by hist) and a scatter plot;
# printed values come from the artists.
import matplotlib.pyplot as plt
import numpy as np

fig, (ax1, ax2, ax3) = plt.subplots(1, 3, figsize=(9, 3))
bars = ax1.bar(["a", "b", "c"], [3, 7, 2], color="steelblue")
print(len(bars), [b.get_height() for b in bars], [round(b.get_x(), 3) for b in bars])
data = np.random.default_rng(0).integers(0, 10, 200)
counts, edges, patches = ax2.hist(data, bins=5)
print(counts.tolist(), edges.tolist(), len(patches))
sc = ax3.scatter([1, 2, 3], [4, 5, 6], s=[10, 20, 30], c=[0.1, 0.5, 0.9])
print(sc.get_offsets().tolist(), sc.get_sizes().tolist())
fig.suptitle("Three panels")
fig.tight_layout()
print(len(fig.axes), fig._suptitle.get_text(), [a.get_xticks().tolist()[:3] for a in fig.axes][0])
{"bars": [b.get_height() for b in bars], "counts": counts}
