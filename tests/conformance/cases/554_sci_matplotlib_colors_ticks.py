# Colour conversion, colormaps, normalisation and tick formatting; no drawing.
import matplotlib
import matplotlib.pyplot as plt
from matplotlib import colors, ticker, cm
import numpy as np

print(colors.to_hex("tab:blue"), colors.to_rgba("red", 0.5), colors.to_rgb("#00ff8080"[:7]))
cmap = matplotlib.colormaps["viridis"]
print(cmap.N, np.round(cmap(0.0), 6).tolist(), np.round(cmap(1.0), 6).tolist())
norm = colors.Normalize(vmin=10, vmax=20)
print(norm(15), norm(25), colors.LogNorm(1, 100)(10))
fmt = ticker.FuncFormatter(lambda v, pos: "%d%%" % (v * 100))
print(fmt(0.25, 0), ticker.ScalarFormatter().format_data(1234.5))
loc = ticker.MaxNLocator(nbins=4)
print(loc.tick_values(0, 97).tolist(), ticker.MultipleLocator(2.5).tick_values(0, 10).tolist())
fig, ax = plt.subplots()
ax.plot([0, 1], [0, 1000])
ax.yaxis.set_major_formatter(ticker.StrMethodFormatter("{x:,.0f}"))
fig.canvas.draw()
print([t.get_text() for t in ax.get_yticklabels()][:4])
print(matplotlib.rcParams["lines.linewidth"], matplotlib.rcParams["font.size"], cm.get_cmap("Blues").name)
