# df.info() (it prints to stdout), memory_usage, astype conversions, to_numeric with
# errors="coerce", select_dtypes.
import io
import pandas as pd

df = pd.read_csv(io.StringIO("""sku,qty,price,in_stock,added
A-1,10,1.99,True,2024-01-01
B-2,,2.49,False,2024-01-05
C-3,7,n/a,True,2024-02-11
D-4,3,4.00,True,
"""))
df.info()
df["price"] = pd.to_numeric(df["price"], errors="coerce")
df["qty"] = df["qty"].astype("Int64")
df["added"] = pd.to_datetime(df["added"])
print()
df.info()
print(df.memory_usage(deep=True))
print(df.select_dtypes(include="number").columns.tolist())
print(df.select_dtypes(exclude=["number", "datetime"]).columns.tolist())
print(df)
df.dtypes
