# Inline CSV read with io.StringIO, then a grouped summary with named aggregations,
# as a model answering "summarise sales by region" would write it.
import io
import pandas as pd

csv_data = """region,rep,product,units,price
North,Alice,Widget,12,2.50
North,Bob,Gadget,5,10.00
South,Carol,Widget,20,2.50
South,Carol,Gizmo,3,25.00
East,Dan,Gadget,8,10.00
East,Erin,Widget,15,2.50
North,Alice,Gizmo,2,25.00
South,Frank,Gadget,7,10.00
East,Dan,Gizmo,4,25.00
West,Gina,Widget,30,2.50
"""

df = pd.read_csv(io.StringIO(csv_data))
df["revenue"] = df["units"] * df["price"]
print(df.head())
print()
summary = df.groupby("region").agg(
    total_units=("units", "sum"),
    total_revenue=("revenue", "sum"),
    avg_price=("price", "mean"),
    n_orders=("rep", "count"),
).sort_values("total_revenue", ascending=False)
print(summary)
print()
print(df.groupby(["region", "product"])["revenue"].sum().round(1))
print()
print("Top region:", summary.index[0], f"(${summary['total_revenue'].iloc[0]:,.2f})")
summary
