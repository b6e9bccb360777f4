# A DataFrame of 2,500 rows: "index" and "data" hold the first 1,000 rows and
# "truncated": true is added; repr and shape tell the whole.
import numpy as np
import pandas as pd

n = 2500
df = pd.DataFrame({"i": np.arange(n), "sq": np.arange(n) ** 2,
                   "tag": ["t%d" % (k % 7) for k in range(n)]})
df["half"] = df["i"] / 2
print(len(df), df["sq"].iloc[-1])
df
