# seaborn on a synthetic frame: set_theme, histplot with hue and kde, scatterplot with a
# legend, heatmap of correlations with annotations, and a FacetGrid; what the axes hold.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import seaborn as sns

rng = np.random.default_rng(0)
df = pd.DataFrame({"x": rng.normal(size=120), "group": rng.choice(["a", "b", "c"], 120)})
df["y"] = 2 * df["x"] + rng.normal(size=120)
sns.set_theme(style="whitegrid", palette="deep")
ax = sns.histplot(data=df, x="x", hue="group", kde=True, bins=12)
print(type(ax).__name__, len(ax.patches), len(ax.lines), ax.get_xlabel())
plt.figure()
ax2 = sns.scatterplot(data=df, x="x", y="y", hue="group", style="group")
print(sorted(t.get_text() for t in ax2.get_legend().get_texts()))
plt.figure(figsize=(4, 3))
ax3 = sns.heatmap(df[["x", "y"]].corr(), annot=True, fmt=".2f", cmap="coolwarm", vmin=-1, vmax=1)
print([t.get_text() for t in ax3.texts])
g = sns.FacetGrid(df, col="group", col_order=["a", "b", "c"])
g.map_dataframe(sns.scatterplot, x="x", y="y")
print(type(g).__name__, g.axes.shape, [a.get_title() for a in g.axes.flat])
plt.show()
