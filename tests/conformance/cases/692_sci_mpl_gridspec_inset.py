# Layouts beyond subplots: GridSpec with spans, subplot_mosaic, an inset axes, and
# constrained layout; the axes positions after drawing.
import matplotlib.pyplot as plt
import numpy as np

fig = plt.figure(figsize=(8, 6), constrained_layout=True)
gs = fig.add_gridspec(3, 3)
main = fig.add_subplot(gs[:2, :])
side1 = fig.add_subplot(gs[2, 0])
side2 = fig.add_subplot(gs[2, 1:])
x = np.linspace(0, 5, 50)
main.plot(x, x ** 2)
inset = main.inset_axes([0.1, 0.5, 0.3, 0.4])
inset.plot(x, np.sqrt(x))
inset.set_title("zoom", fontsize=8)
side1.hist(np.random.default_rng(1).normal(size=100))
side2.scatter(x, np.sin(x))
print(len(fig.axes), gs.get_geometry(), main.get_subplotspec().rowspan, side2.get_subplotspec().colspan)
print(inset.get_title(), inset in main.child_axes, inset in fig.axes)
fig2, axd = plt.subplot_mosaic([["a", "a", "b"], ["c", "d", "b"]], figsize=(6, 4))
for k, a in axd.items():
    a.set_title(k)
print(sorted(axd), [axd[k].get_title() for k in sorted(axd)])
fig.canvas.draw()
print(all(0 <= v <= 1 for v in main.get_position().bounds))
plt.show()
