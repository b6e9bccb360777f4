# Several figures, subplots grids, twin axes, annotations and closing figures; the
# state pyplot keeps (figure numbers, current axes) is printed.
import matplotlib.pyplot as plt

f1 = plt.figure()
ax = f1.add_subplot(2, 2, 1)
f1.add_subplot(2, 2, 4)
f2, axs = plt.subplots(2, 3, sharex=True)
print(plt.get_fignums(), len(f1.axes), axs.shape, f2.number)
twin = axs[0, 0].twinx()
twin.plot([1, 2], [3, 4])
ann = axs[1, 2].annotate("peak", xy=(1, 2), xytext=(2, 3), arrowprops={"arrowstyle": "->"})
print(len(f2.axes), ann.get_text(), ann.xy)
plt.figure(f1.number)
print(plt.gcf() is f1, plt.gca() is f1.axes[-1])
plt.close(f1)
print(plt.get_fignums())
ax.set_xscale("log")
print(ax.get_xscale(), axs[0, 1].get_shared_x_axes().joined(axs[0, 1], axs[1, 1]))
plt.close("all")
print(plt.get_fignums())
fig = plt.figure(figsize=(2, 2), dpi=50)
fig.add_subplot().imshow([[0, 1], [1, 0]], cmap="gray")
print(fig.axes[0].images[0].get_array().tolist())
