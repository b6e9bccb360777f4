# seaborn as an analysis uses it: a theme, a scatter with hue, a histogram with a KDE, a
# box plot, a correlation heatmap with annotations and a regression line; the axes are
# described rather than compared as images.
import numpy as np
import pandas as pd
import seaborn as sns
import matplotlib.pyplot as plt

rng = np.random.default_rng(7)
df = pd.DataFrame({
    "height": rng.normal(170, 8, 60).round(1),
    "group": np.repeat(["a", "b", "c"], 20),
})
df["weight"] = (df["height"] * 0.9 - 85 + rng.normal(0, 4, 60)).round(1)
sns.set_theme(style="whitegrid")
fig, axes = plt.subplots(2, 2, figsize=(8, 6))
sns.scatterplot(data=df, x="height", y="weight", hue="group", ax=axes[0, 0])
sns.histplot(df["height"], kde=True, bins=8, ax=axes[0, 1])
sns.boxplot(data=df, x="group", y="weight", ax=axes[1, 0])
sns.heatmap(df[["height", "weight"]].corr(), annot=True, fmt=".2f", ax=axes[1, 1])
print([len(ax.collections) for ax in axes.flat])
print([p.get_height() for p in axes[0, 1].patches])
print([t.get_text() for t in axes[1, 1].texts])
print(axes[0, 0].get_legend().get_title().get_text(), [t.get_text() for t in axes[0, 0].get_legend().get_texts()])
g = sns.regplot(data=df, x="height", y="weight", ci=None, ax=plt.figure().gca())
x, y = g.lines[0].get_data()
print(round(float(x[0]), 3), round(float(y[0]), 3), len(x))
print(sns.color_palette("deep", 3).as_hex())
df.groupby("group")["weight"].describe().round(2)
