# pivot_table with margins, pivot, melt and crosstab.
import pandas as pd

df = pd.DataFrame({
    "year": [2022, 2022, 2023, 2023, 2023, 2022],
    "team": ["x", "y", "x", "y", "x", "x"],
    "score": [3, 5, 6, 2, 4, 1],
})
pt = pd.pivot_table(df, values="score", index="team", columns="year", aggfunc="sum",
                    margins=True)
print(pt)
print(pd.crosstab(df["team"], df["year"]))
wide = df.groupby(["team", "year"])["score"].max().reset_index().pivot(index="team", columns="year", values="score")
print(wide)
print(wide.reset_index().melt(id_vars="team", value_name="best"))
pt
