# A correlation heatmap with imshow: a colorbar, tick labels from the columns, the
# value written in every cell with a colour chosen by the background.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

rng = np.random.default_rng(11)
df = pd.DataFrame(rng.normal(size=(100, 4)), columns=["age", "income", "score", "visits"])
df["income"] += df["age"] * 0.8
df["visits"] -= df["score"] * 0.5
corr = df.corr()
fig, ax = plt.subplots(figsize=(6, 5))
im = ax.imshow(corr, cmap="coolwarm", vmin=-1, vmax=1)
cbar = fig.colorbar(im, ax=ax, shrink=0.8)
cbar.set_label("Pearson r")
ax.set_xticks(range(len(corr.columns)))
ax.set_yticks(range(len(corr.columns)))
ax.set_xticklabels(corr.columns, rotation=45, ha="right")
ax.set_yticklabels(corr.columns)
for i in range(len(corr)):
    for j in range(len(corr)):
        v = corr.iloc[i, j]
        ax.text(j, i, f"{v:.2f}", ha="center", va="center", color="white" if abs(v) > 0.5 else "black")
ax.set_title("Correlation matrix")
fig.tight_layout()
print(corr.round(3))
print(im.get_array().shape, im.get_clim(), im.get_cmap().name)
print([t.get_text() for t in ax.texts][:6], ax.texts[0].get_color())
print([t.get_text() for t in ax.get_xticklabels()], ax.get_xticklabels()[0].get_rotation())
print(cbar.ax.get_ylabel(), np.round(cbar.get_ticks(), 2))
plt.show()
