# groupby with several aggregations, printed and as the result (a MultiIndex in the
# columns becomes arrays of pairs).
import pandas as pd

sales = pd.DataFrame({
    "region": ["north", "south", "north", "east", "south", "north", "east", "south"],
    "product": ["a", "a", "b", "b", "a", "a", "a", "b"],
    "units": [10, 4, 7, 3, 12, 5, 9, 6],
    "price": [2.5, 2.5, 4.0, 4.0, 2.5, 2.5, 2.5, 4.0],
})
sales["revenue"] = sales["units"] * sales["price"]
by_region = sales.groupby("region")["revenue"].sum().sort_values(ascending=False)
print(by_region)
print(sales.groupby(["region", "product"]).size())
print(sales.groupby("product").agg(total_units=("units", "sum"), mean_price=("price", "mean")))
summary = sales.groupby("region").agg({"units": ["sum", "max"], "revenue": "mean"})
print(summary)
summary
