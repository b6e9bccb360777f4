# Styling as models do it: plt.style.use("ggplot") and "seaborn-v0_8-whitegrid", the
# style context manager, rcParams updates, and a figure drawn under each.
import matplotlib.pyplot as plt
import numpy as np

print("ggplot" in plt.style.available, "seaborn-v0_8-whitegrid" in plt.style.available)
plt.style.use("ggplot")
fig, ax = plt.subplots()
ax.plot([1, 2, 3], [2, 4, 3])
print(plt.rcParams["axes.facecolor"], ax.get_facecolor(), plt.rcParams["axes.grid"])
plt.close(fig)
plt.style.use("seaborn-v0_8-whitegrid")
print(plt.rcParams["axes.facecolor"], plt.rcParams["grid.color"])
with plt.style.context("dark_background"):
    fig2, ax2 = plt.subplots()
    print(plt.rcParams["figure.facecolor"], ax2.get_facecolor())
    plt.close(fig2)
plt.rcParams.update({"font.size": 12, "axes.titlesize": 16, "figure.figsize": (6, 4)})
plt.rcParams["lines.linewidth"] = 2.5
fig3, ax3 = plt.subplots()
line, = ax3.plot([0, 1], [0, 1])
print(fig3.get_size_inches(), line.get_linewidth(), plt.rcParams["font.size"])
plt.style.use("default")
print(plt.rcParams["axes.facecolor"], plt.rcParams["lines.linewidth"])
plt.show()
