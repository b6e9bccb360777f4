# A 2x2 dashboard of subplots with sharex, a suptitle, different plot kinds per panel,
# subplots_adjust, and fig.axes summarised.
import matplotlib.pyplot as plt
import numpy as np

x = np.linspace(0, 10, 100)
fig, axs = plt.subplots(2, 2, figsize=(10, 8), sharex="col")
fig.suptitle("Dashboard", fontsize=16)
axs[0, 0].plot(x, np.sin(x))
axs[0, 0].set_title("sin")
axs[0, 1].plot(x, np.exp(-x / 3), color="purple")
axs[0, 1].set_yscale("log")
axs[0, 1].set_title("decay (log)")
axs[1, 0].fill_between(x, np.cos(x), alpha=0.4)
axs[1, 0].set_title("cos area")
axs[1, 1].step(x[::10], np.arange(10), where="mid")
axs[1, 1].set_title("steps")
for ax in axs.flat:
    ax.set(xlabel="x", ylabel="value")
    ax.label_outer()
fig.subplots_adjust(hspace=0.3, wspace=0.25)
print(fig._suptitle.get_text(), len(fig.axes), axs.shape)
print([ax.get_title() for ax in fig.axes])
print(axs[0, 1].get_yscale(), axs[0, 0].get_xlabel() == "", axs[1, 0].get_xlabel())
print(fig.get_size_inches(), fig.subplotpars.hspace, fig.subplotpars.wspace)
print(len(axs[1, 0].collections), axs[1, 1].lines[0].get_drawstyle())
plt.show()
