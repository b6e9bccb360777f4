# Binning ages and incomes: pd.cut with edges and labels, right=False, qcut into
# quartiles (retbins), then counts and group means per bin.
import numpy as np
import pandas as pd

rng = np.random.default_rng(7)
people = pd.DataFrame({
    "age": rng.integers(18, 80, size=40),
    "income": rng.normal(50_000, 15_000, size=40).round(-2),
})
people["age_group"] = pd.cut(people["age"], bins=[17, 30, 45, 60, 80],
                             labels=["18-30", "31-45", "46-60", "61-80"])
people["decade"] = pd.cut(people["age"], bins=range(10, 90, 10), right=False)
people["income_q"], edges = pd.qcut(people["income"], q=4, labels=["Q1", "Q2", "Q3", "Q4"],
                                    retbins=True)
print(people.head(8))
print(edges)
print(people["age_group"].value_counts().sort_index())
print(people["decade"].value_counts(sort=False))
print(people.groupby("age_group")["income"].mean().round(0))
print(pd.qcut(people["age"], 3).value_counts().sort_index())
print(pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3, precision=2))
people.groupby(["age_group", "income_q"]).size().unstack(fill_value=0)
