# Build a line plot with pyplot and print what it holds (not the image): lines, labels,
# limits after autoscaling, legend texts, tick locations.
import matplotlib.pyplot as plt
import numpy as np

fig, ax = plt.subplots(figsize=(6, 4))
x = np.linspace(0, 2 * np.pi, 50)
ax.plot(x, np.sin(x), label="sin")
ax.plot(x, np.cos(x), "--", label="cos", color="tab:orange")
ax.set_title("Waves")
ax.set_xlabel("x")
ax.set_ylabel("y")
leg = ax.legend()
print(len(ax.lines), [l.get_label() for l in ax.lines], ax.get_title(), ax.get_xlabel())
print([t.get_text() for t in leg.get_texts()], ax.lines[1].get_linestyle())
print(np.round(ax.get_xlim(), 6), np.round(ax.get_ylim(), 6))
print(fig.get_size_inches().tolist(), fig.dpi, plt.get_backend())
print(ax.lines[0].get_xydata().shape, ax.lines[1].get_color())
len(ax.lines)
