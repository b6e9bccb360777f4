# seaborn's categorical and regression plots: boxplot, violinplot, countplot with order,
# regplot, and lmplot-like fitting printed from the data, plus a pairplot.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import seaborn as sns

rng = np.random.default_rng(5)
tips = pd.DataFrame({
    "day": rng.choice(["Thu", "Fri", "Sat", "Sun"], 80),
    "total_bill": rng.gamma(4, 5, 80).round(2),
    "smoker": rng.choice(["Yes", "No"], 80),
})
tips["tip"] = (tips["total_bill"] * 0.15 + rng.normal(0, 1, 80)).round(2)
order = ["Thu", "Fri", "Sat", "Sun"]
fig, axes = plt.subplots(1, 3, figsize=(15, 4))
sns.boxplot(data=tips, x="day", y="total_bill", order=order, ax=axes[0])
sns.countplot(data=tips, x="day", order=order, hue="smoker", ax=axes[1])
sns.regplot(data=tips, x="total_bill", y="tip", ax=axes[2], ci=None)
print([t.get_text() for t in axes[0].get_xticklabels()])
print([int(p.get_height()) for p in axes[1].patches])
print(axes[2].get_xlabel(), axes[2].get_ylabel(), len(axes[2].lines))
print(tips.groupby("day")["total_bill"].median().reindex(order).round(2).tolist())
grid = sns.pairplot(tips, hue="smoker", vars=["total_bill", "tip"])
print(type(grid).__name__, grid.axes.shape)
plt.show()
