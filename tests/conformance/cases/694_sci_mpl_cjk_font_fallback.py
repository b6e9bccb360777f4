# Chinese labels, with the font settings models copy for them (SimHei,
# axes.unicode_minus); the font is not installed, and the labels are printed.
import matplotlib.pyplot as plt

plt.rcParams["font.sans-serif"] = ["SimHei"]
plt.rcParams["axes.unicode_minus"] = False
fig, ax = plt.subplots()
ax.bar(["一月", "二月", "三月"], [3, 5, 4])
ax.set_title("销售额")
print([t.get_text() for t in ax.get_xticklabels()], ax.get_title())
plt.show()
