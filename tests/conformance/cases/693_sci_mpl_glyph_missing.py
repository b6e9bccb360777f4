# A title with an emoji and a label with a character DejaVu does not have: matplotlib
# warns when it draws. The snippet never draws itself; it ends with plt.show().
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot([1, 2, 3], [3, 1, 2])
ax.set_title("Growth 🚀")
ax.set_xlabel("Quarter")
print(ax.get_title())
plt.show()
