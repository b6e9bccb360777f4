# First look at a dataset: shape, dtypes, describe() numeric and include="all",
# value_counts (normalize, dropna=False), nunique and isna().sum().
import io
import pandas as pd

raw = """id,species,sex,bill_length,bill_depth,mass
1,Adelie,male,39.1,18.7,3750
2,Adelie,female,39.5,17.4,3800
3,Adelie,female,40.3,18.0,3250
4,Adelie,,,,
5,Gentoo,female,46.1,13.2,4500
6,Gentoo,male,50.0,16.3,5700
7,Gentoo,female,48.7,14.1,4450
8,Chinstrap,female,46.5,17.9,3500
9,Chinstrap,male,50.0,19.5,3900
10,Chinstrap,male,51.3,19.2,3650
11,Gentoo,male,50.0,15.2,5700
"""
df = pd.read_csv(io.StringIO(raw))
print(df.shape)
print(df.dtypes)
print(df.describe())
print(df.describe(include="all").T)
print(df["species"].value_counts())
print(df["sex"].value_counts(dropna=False))
print(df["species"].value_counts(normalize=True).round(3))
print(df.nunique())
print(df.isna().sum())
df.describe().round(2)
