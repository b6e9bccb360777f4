# A line chart with markers, a legend placed outside, grid, axis limits and a title,
# then what the axes hold; fig.tight_layout() and plt.show() at the end as models do.
import matplotlib.pyplot as plt
import numpy as np

months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
product_a = [120, 135, 150, 145, 170, 190]
product_b = [100, 110, 105, 130, 140, 160]
fig, ax = plt.subplots(figsize=(8, 5))
ax.plot(months, product_a, marker="o", linestyle="-", color="steelblue", label="Product A")
ax.plot(months, product_b, marker="s", linestyle="--", color="darkorange", label="Product B")
ax.set_title("Monthly Sales", fontsize=14, fontweight="bold")
ax.set_xlabel("Month")
ax.set_ylabel("Units sold")
ax.set_ylim(0, 220)
ax.grid(True, alpha=0.3)
leg = ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1), title="Products")
fig.tight_layout()
print(ax.get_title(), "|", ax.get_xlabel(), "|", ax.get_ylabel())
print([line.get_label() for line in ax.get_lines()], [line.get_marker() for line in ax.get_lines()])
print(leg.get_title().get_text(), [t.get_text() for t in leg.get_texts()])
print(ax.get_ylim(), [t.get_text() for t in ax.get_xticklabels()])
print(ax.get_lines()[0].get_ydata(), ax.get_lines()[1].get_color())
handles, labels = ax.get_legend_handles_labels()
print(len(handles), labels)
plt.show()
