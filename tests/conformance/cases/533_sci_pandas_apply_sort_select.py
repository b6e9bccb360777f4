# apply/map, boolean selection, loc/iloc, sort_values with ties, rank, cut, assign,
# query, and a categorical Series as the result.
import pandas as pd

df = pd.DataFrame({"name": ["ann", "bob", "cyd", "dee", "eve"],
                   "score": [88, 72, 95, 72, 60], "age": [23, 35, 31, 28, 41]})
df = df.assign(grade=lambda d: d["score"].map(lambda s: "A" if s >= 90 else "B" if s >= 75 else "C"))
print(df.sort_values(["score", "name"], ascending=[False, True]))
print(df.loc[df["age"] > 30, ["name", "age"]])
print(df.iloc[1:3, 0:2], df.query("score < 80 and age < 40")["name"].tolist())
print(df["score"].rank(method="min").tolist(), df["score"].apply(lambda s: s // 10).tolist())
bands = pd.cut(df["age"], bins=[20, 30, 40, 50], labels=["20s", "30s", "40s"])
print(bands.value_counts().sort_index())
bands
