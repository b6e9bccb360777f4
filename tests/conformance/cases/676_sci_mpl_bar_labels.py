# Bar charts: vertical bars with bar_label, horizontal bars sorted, grouped bars with
# an offset, stacked bars; annotations and the rectangle heights printed.
import matplotlib.pyplot as plt
import numpy as np

langs = ["Python", "JavaScript", "Java", "C++", "Go"]
users = [68, 63, 35, 22, 14]
fig, axes = plt.subplots(1, 3, figsize=(15, 4))
bars = axes[0].bar(langs, users, color=["#3776ab", "#f7df1e", "#b07219", "#f34b7d", "#00add8"])
labels = axes[0].bar_label(bars, fmt="%d%%")
axes[0].set_title("Usage (%)")
order = np.argsort(users)
axes[1].barh(np.array(langs)[order], np.array(users)[order])
axes[1].invert_yaxis()
x = np.arange(3)
w = 0.35
r1 = axes[2].bar(x - w / 2, [20, 34, 30], w, label="2023")
r2 = axes[2].bar(x + w / 2, [25, 32, 34], w, label="2024")
axes[2].bar(x + w / 2, [5, 5, 5], w, bottom=[25, 32, 34], label="extra", color="gray")
axes[2].set_xticks(x, ["Q1", "Q2", "Q3"])
axes[2].legend()
axes[2].annotate("peak", xy=(2 + w / 2, 39), xytext=(1.2, 42), arrowprops=dict(arrowstyle="->"))
print([t.get_text() for t in labels])
print([round(p.get_height(), 2) for p in axes[0].patches])
print([p.get_width() for p in axes[1].patches], [t.get_text() for t in axes[1].get_yticklabels()])
print(len(axes[2].patches), [round(p.get_x(), 3) for p in r1], [p.get_y() for p in axes[2].patches[-3:]])
print([t.get_text() for t in axes[2].get_xticklabels()], axes[2].texts[0].get_text())
print(axes[2].get_legend().get_texts()[2].get_text())
plt.tight_layout()
plt.show()
