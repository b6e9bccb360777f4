# Colour handling: colormaps by name (matplotlib.colormaps and plt.get_cmap), sampling
# them, Normalize and LogNorm, to_hex/to_rgba conversions, ListedColormap, and the
# default colour cycle.
import matplotlib
import matplotlib.pyplot as plt
import matplotlib.colors as mcolors
import numpy as np

cmap = matplotlib.colormaps["viridis"]
print(cmap.name, cmap.N, np.round(cmap(0.5), 4))
print([mcolors.to_hex(c) for c in plt.get_cmap("tab10", 4).colors])
norm = mcolors.Normalize(vmin=10, vmax=20)
print(norm(15), norm([10, 12.5]), mcolors.LogNorm(1, 100)(10))
print(mcolors.to_rgba("steelblue", alpha=0.5), mcolors.to_hex((1, 0.5, 0)), mcolors.to_rgb("#ff000080"))
custom = mcolors.ListedColormap(["red", "green", "blue"])
print(custom.N, custom(1), mcolors.LinearSegmentedColormap.from_list("rb", ["red", "blue"])(0.5))
print(plt.rcParams["axes.prop_cycle"].by_key()["color"][:4])
print(len(mcolors.CSS4_COLORS), mcolors.CSS4_COLORS["tomato"], mcolors.is_color_like("notacolor"))
fig, ax = plt.subplots()
for i in range(3):
    ax.plot([0, 1], [i, i + 1])
print([l.get_color() for l in ax.lines])
try:
    plt.get_cmap("not_a_cmap")
except ValueError as e:
    print("ValueError:", str(e)[:60])
plt.close(fig)
[mcolors.to_hex(cmap(v)) for v in (0.0, 0.25, 1.0)]
