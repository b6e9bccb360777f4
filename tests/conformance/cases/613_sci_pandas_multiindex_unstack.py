# A MultiIndex from a two-key groupby, unstack/stack, swaplevel, xs, reset_index and
# flattening the column levels after a multi-aggregation.
import io
import pandas as pd

df = pd.read_csv(io.StringIO("""year,quarter,region,sales,cost
2022,Q1,EU,100,60
2022,Q2,EU,120,70
2022,Q1,US,150,90
2022,Q2,US,160,100
2023,Q1,EU,130,75
2023,Q2,EU,125,80
2023,Q1,US,170,95
2023,Q2,US,180,110
"""))
g = df.groupby(["year", "region"])[["sales", "cost"]].sum()
print(g)
print(g.index.names, g.index.nlevels)
wide = g["sales"].unstack()
print(wide)
print(wide.stack().head(3))
print(g.xs("EU", level="region"))
print(g.swaplevel().sort_index().head(4))
agg = df.groupby("region").agg({"sales": ["sum", "mean"], "cost": ["max"]})
print(agg)
agg.columns = ["_".join(c) for c in agg.columns]
print(agg.reset_index())
g.loc[(2023, "US")]
