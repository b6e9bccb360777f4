# A pie chart with percentages, an exploded slice, startangle, a donut variant, and the
# label and percentage texts printed.
import matplotlib.pyplot as plt

sizes = [35, 25, 20, 15, 5]
labels = ["Rent", "Food", "Transport", "Fun", "Other"]
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 5))
wedges, texts, autotexts = ax1.pie(sizes, labels=labels, autopct="%1.1f%%", startangle=90,
                                   explode=(0.1, 0, 0, 0, 0), shadow=True)
ax1.axis("equal")
ax1.set_title("Budget")
w2, t2 = ax2.pie(sizes, wedgeprops=dict(width=0.4), startangle=90)
ax2.legend(w2, labels, loc="center left", bbox_to_anchor=(1, 0.5))
ax2.set_title("Donut")
print([t.get_text() for t in texts])
print([t.get_text() for t in autotexts])
print([round(w.theta1, 2) for w in wedges], [round(w.theta2, 2) for w in wedges][:2])
print(len(w2), w2[0].width, [t.get_text() for t in ax2.get_legend().get_texts()])
plt.show()
