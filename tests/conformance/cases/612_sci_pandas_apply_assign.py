# Row-wise apply, map with a dict, assign with lambdas, groupby transform/filter and
# a custom aggregation function.
import io
import pandas as pd

df = pd.read_csv(io.StringIO("""employee,dept,salary,years,rating
Ann,eng,95000,5,4
Bob,eng,85000,2,3
Cid,sales,60000,7,5
Dee,sales,58000,1,2
Eve,hr,52000,3,4
Fay,eng,120000,10,5
Gus,hr,48000,8,3
"""))
level = {2: "low", 3: "mid", 4: "high", 5: "top"}
df["rating_label"] = df["rating"].map(level)
df["bonus"] = df.apply(lambda r: r.salary * (0.05 + 0.01 * r.rating) if r.years >= 3 else 1000, axis=1)
df = df.assign(
    salary_k=lambda d: d.salary / 1000,
    dept_avg=lambda d: d.groupby("dept")["salary"].transform("mean").round(1),
)
df["vs_dept"] = (df["salary"] - df["dept_avg"]).round(1)
print(df)
def spread(s):
    return s.max() - s.min()
print(df.groupby("dept")["salary"].agg(["mean", spread, "count"]))
print(df.groupby("dept").filter(lambda g: len(g) >= 2)["employee"].tolist())
print(df.groupby("dept")["salary"].rank(ascending=False).astype(int).tolist())
print(df[["salary", "years"]].apply(lambda col: col.max() / col.min()).round(3))
print(df["employee"].apply(len).sum(), df.applymap(lambda v: isinstance(v, str)).sum().to_dict())
df.groupby("dept").apply(lambda g: g.nlargest(1, "salary"))[["employee", "salary"]]
