# A Series of 1,001 rows is truncated to 1,000 in "index"/"data" (with "truncated": true);
# one of exactly 1,000 rows is not.
import pandas as pd

exact = pd.Series(range(1000), name="exact")
over = pd.Series([k * 0.5 for k in range(1001)], name=("over", 1))
result = [exact.iloc[-3:], over]
print(len(exact), len(over))
over
