# Two y axes sharing x (temperature and rainfall), colours per axis, a combined legend
# from both axes.
import matplotlib.pyplot as plt
import numpy as np

months = np.arange(1, 13)
temp = [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 7, 4]
rain = [60, 45, 50, 48, 55, 40, 35, 42, 50, 70, 75, 68]
fig, ax1 = plt.subplots(figsize=(9, 4))
l1 = ax1.plot(months, temp, "r-o", label="Temperature (°C)")
ax1.set_ylabel("°C", color="r")
ax1.tick_params(axis="y", labelcolor="r")
ax2 = ax1.twinx()
b = ax2.bar(months, rain, alpha=0.3, color="b", label="Rain (mm)")
ax2.set_ylabel("mm", color="b")
ax1.set_xticks(months)
ax1.set_xticklabels(["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"])
lines = l1 + [b]
ax1.legend(lines, [l.get_label() for l in lines], loc="upper left")
print(len(fig.axes), ax2.get_ylabel(), ax1.yaxis.label.get_color())
print([t.get_text() for t in ax1.get_legend().get_texts()])
print(ax1.get_xlim() == ax2.get_xlim(), ax2.get_ylim())
print([t.get_text() for t in ax1.get_xticklabels()][:4])
ax3 = ax1.secondary_xaxis("top", functions=(lambda m: m * 30, lambda d: d / 30))
ax3.set_xlabel("day of year")
print(ax3.get_xlabel())
plt.show()
