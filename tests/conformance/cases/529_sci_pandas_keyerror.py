# A missing column is a KeyError: its message is str() of the exception (the repr of
# the key), at the line of the lookup.
import pandas as pd

df = pd.DataFrame({"alpha": [1, 2], "beta": [3, 4]})
print(df.columns.tolist())
total = df["alpha"].sum()
print(total)
gamma = df["gamma"]
