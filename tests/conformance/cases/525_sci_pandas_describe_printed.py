# describe(), info-like summaries and value_counts printed (pandas' own formatting).
import pandas as pd

df = pd.DataFrame({
    "height": [1.62, 1.80, 1.75, 1.68, 1.91, 1.55],
    "weight": [55, 82, 70, 61, 95, 50],
    "group": ["a", "b", "b", "a", "c", "a"],
})
print(df.describe())
print(df.describe(include="all"))
print(df["group"].value_counts())
print(df.dtypes.to_dict())
print(df.corr(numeric_only=True).round(6))
print(df.head(2).to_string(index=False))
print(df.to_csv(index=False))
print(df.to_json(orient="records"))
