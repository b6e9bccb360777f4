# pivot_table with several aggfuncs, margins and fill_value, then a plain pivot.
import io
import numpy as np
import pandas as pd

data = io.StringIO("""date,store,category,sales
2024-01-01,A,food,120
2024-01-01,A,toys,40
2024-01-01,B,food,95
2024-01-02,A,food,130
2024-01-02,B,toys,60
2024-01-02,B,food,80
2024-01-03,A,toys,55
2024-01-03,B,food,100
2024-01-03,C,food,70
""")
df = pd.read_csv(data, parse_dates=["date"])
pt = pd.pivot_table(df, values="sales", index="store", columns="category",
                    aggfunc="sum", fill_value=0, margins=True, margins_name="Total")
print(pt)
print()
pt2 = df.pivot_table(index="category", values="sales", aggfunc=[np.mean, np.max, "count"])
print(pt2)
print()
daily = df.pivot_table(index="date", columns="store", values="sales", aggfunc="sum")
print(daily)
print(daily.index.dtype, daily.columns.tolist())
pt
