# Box plots and violin plots of three groups: what boxplot returns (medians, whiskers,
# fliers), tick labels, and a violinplot's bodies.
import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(8)
groups = [rng.normal(0, 1, 60), rng.normal(1, 1.5, 60), np.append(rng.normal(-1, 0.5, 58), [4, 5])]
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
bp = ax1.boxplot(groups, labels=["A", "B", "C"], patch_artist=True, notch=False, showmeans=True)
for patch, color in zip(bp["boxes"], ["lightblue", "lightgreen", "pink"]):
    patch.set_facecolor(color)
print(sorted(bp.keys()))
print([np.round(m.get_ydata()[0], 4) for m in bp["medians"]])
print([np.round(w.get_ydata(), 4).tolist() for w in bp["whiskers"][:2]])
print([len(f.get_ydata()) for f in bp["fliers"]], np.round(bp["fliers"][2].get_ydata(), 3))
print([t.get_text() for t in ax1.get_xticklabels()])
vp = ax2.violinplot(groups, showmeans=True, showmedians=True)
print(sorted(vp.keys()), len(vp["bodies"]))
ax2.set_xticks([1, 2, 3], labels=["A", "B", "C"])
plt.show()
