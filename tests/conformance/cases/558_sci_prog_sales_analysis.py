# A data analysis snippet as a model would write it: synthetic sales with a fixed seed,
# cleaning, monthly aggregation, top products, growth, and a summary dict as the result.
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
n = 400
df = pd.DataFrame({
    "date": pd.to_datetime("2023-01-01") + pd.to_timedelta(rng.integers(0, 365, n), unit="D"),
    "product": rng.choice(["widget", "gadget", "doohickey", "gizmo"], n),
    "units": rng.integers(1, 20, n),
    "unit_price": rng.choice([4.99, 9.99, 14.5, 20.0], n),
})
df.loc[rng.choice(n, 5, replace=False), "units"] = -1      # bad rows
df = df[df["units"] > 0].copy()
df["revenue"] = (df["units"] * df["unit_price"]).round(2)
df["month"] = df["date"].dt.to_period("M")

monthly = df.groupby("month")["revenue"].sum().round(2)
print("Monthly revenue:")
print(monthly.head(6))
top = (df.groupby("product")
         .agg(units=("units", "sum"), revenue=("revenue", "sum"), orders=("units", "size"))
         .sort_values("revenue", ascending=False))
print()
print(top.round(2))
growth = monthly.pct_change().dropna()
print()
print(f"best month: {monthly.idxmax()} ({monthly.max():,.2f})")
print(f"mean m/m growth: {growth.mean():.4%}")
summary = {
    "rows": len(df),
    "total_revenue": round(float(df["revenue"].sum()), 2),
    "best_product": top.index[0],
    "units_by_product": top["units"].to_dict(),
    "months": len(monthly),
}
summary
