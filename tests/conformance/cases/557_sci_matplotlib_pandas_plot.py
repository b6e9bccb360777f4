# pandas' plotting front end draws into matplotlib axes (Agg): line and bar plots of a
# DataFrame; what the axes hold is printed.
import pandas as pd
import matplotlib.pyplot as plt

df = pd.DataFrame({"x": range(5), "a": [1, 3, 2, 5, 4], "b": [2, 2, 3, 3, 1]})
ax = df.plot(x="x", y=["a", "b"], title="two series")
print(len(ax.lines), [l.get_label() for l in ax.lines], ax.get_title(), ax.get_xlabel())
ax2 = df.set_index("x")["a"].plot(kind="bar")
print(len(ax2.patches), [p.get_height() for p in ax2.patches])
hist_axes = df[["a", "b"]].hist(bins=3)
print(hist_axes.shape, len(plt.get_fignums()))
