# Plotting straight from pandas: df.plot(kind="bar"), df.plot.line with subplots,
# Series.plot.hist, df.plot.scatter, df.boxplot and groupby().plot; the returned axes
# summarised.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

df = pd.DataFrame({"year": [2019, 2020, 2021, 2022, 2023],
                   "north": [10, 12, 15, 14, 18], "south": [8, 9, 11, 13, 12]}).set_index("year")
ax = df.plot(kind="bar", title="Sales by region", rot=0, figsize=(8, 4))
ax.set_ylabel("units")
print(type(ax).__name__, ax.get_title(), [t.get_text() for t in ax.get_xticklabels()])
print(len(ax.patches), [t.get_text() for t in ax.get_legend().get_texts()], ax.get_xlabel())
axes = df.plot.line(subplots=True, layout=(1, 2), marker="o", figsize=(8, 3))
print(axes.shape, [a.get_legend().get_texts()[0].get_text() for a in axes.flat])
s = pd.Series(np.random.default_rng(2).normal(size=200), name="noise")
hax = s.plot.hist(bins=15, alpha=0.5)
print(len(hax.patches), hax.get_ylabel())
sax = df.reset_index().plot.scatter(x="north", y="south", c="year", colormap="viridis")
print(sax.get_xlabel(), sax.get_ylabel(), len(sax.figure.axes))
bax = df.boxplot(return_type="axes")
print([t.get_text() for t in bax.get_xticklabels()])
plt.show()
