# A whole "analyse this CSV" answer: parse, clean, derive columns, monthly and per-rep
# summaries, a significance test between two regions, two figures, and a summary dict.
import io
import warnings

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from scipy import stats

warnings.filterwarnings("ignore")

CSV = """order_id,date,region,rep,product,qty,unit_price,discount
1001,2024-01-03,North,Alice,Laptop,2,999.99,0.05
1002,2024-01-07,South,Bob,Monitor,5,199.50,0
1003,2024-01-15,North,Carol,Mouse,20,19.99,0.10
1004,2024-01-21,East,Dan,Laptop,1,1049.00,
1005,2024-02-02,South,Bob,Keyboard,10,49.90,0.05
1006,2024-02-11,North,Alice,Monitor,3,210.00,0
1007,2024-02-14,East,Erin,Mouse,15,18.50,0
1008,2024-02-28,South,Frank,Laptop,2,989.00,0.08
1009,2024-03-05,North,Carol,Keyboard,8,52.00,0
1010,2024-03-09,East,Dan,Monitor,4,205.00,0.05
1011,2024-03-18,South,Bob,Mouse,25,17.99,0.15
1012,2024-03-29,North,Alice,Laptop,3,979.00,0.10
1013,2024-03-30,East,Erin,Keyboard,6,47.50,
1014,2024-03-31,South,Frank,Monitor,2,215.00,0
"""

df = pd.read_csv(io.StringIO(CSV), parse_dates=["date"])
df["discount"] = df["discount"].fillna(0.0)
df["revenue"] = (df["qty"] * df["unit_price"] * (1 - df["discount"])).round(2)
df["month"] = df["date"].dt.to_period("M")
print(f"{len(df)} orders, {df['rep'].nunique()} reps, {df['date'].min():%d %b} to {df['date'].max():%d %b %Y}")
print()
monthly = df.pivot_table(index="month", columns="region", values="revenue", aggfunc="sum", fill_value=0)
print(monthly.round(0))
print()
by_rep = (df.groupby(["region", "rep"])
            .agg(orders=("order_id", "count"), revenue=("revenue", "sum"), avg_discount=("discount", "mean"))
            .sort_values("revenue", ascending=False))
print(by_rep.round(2).to_string())
print()
top_products = df.groupby("product")["revenue"].sum().nlargest(3)
for product, value in top_products.items():
    print(f"  {product:<10} ${value:>10,.2f}  ({value / df['revenue'].sum():.1%})")
north = df.loc[df["region"] == "North", "revenue"]
south = df.loc[df["region"] == "South", "revenue"]
t, p = stats.ttest_ind(north, south, equal_var=False)
print(f"\nNorth vs South order value: t={t:.3f}, p={p:.3f} -> {'different' if p < 0.05 else 'no evidence of a difference'}")

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4))
monthly.plot(kind="bar", stacked=True, ax=ax1, rot=0)
ax1.set_title("Revenue by month and region")
ax1.set_ylabel("USD")
top_products.plot(kind="barh", ax=ax2, color="teal")
ax2.set_title("Top products")
fig.tight_layout()
plt.show()
fig2, ax3 = plt.subplots()
ax3.scatter(df["qty"], df["revenue"], c=df["discount"], cmap="magma")
ax3.set_xscale("log")
ax3.set_xlabel("quantity (log)")
print([t.get_text() for t in ax1.get_legend().get_texts()], ax2.get_title(), len(ax1.patches))

summary = {
    "total_revenue": round(float(df["revenue"].sum()), 2),
    "best_region": monthly.sum().idxmax(),
    "best_rep": by_rep.index[0][1],
    "monthly_totals": monthly.sum(axis=1).round(2),
    "p_value": round(p, 4),
}
summary
