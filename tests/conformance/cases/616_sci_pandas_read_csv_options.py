# read_csv options a model uses on pasted data: sep=";", decimal=",", thousands,
# na_values, usecols, dtype, skiprows/comment, index_col and parse_dates; also a
# semicolon file read from bytes with an explicit encoding.
import io
import pandas as pd

text = """# exported from a spreadsheet
Datum;Stadt;Umsatz;Anteil;Notiz
01.03.2024;Köln;1.234,50;0,25;-
02.03.2024;München;987,00;0,10;ok
03.03.2024;Berlin;2.001,75;0,65;k.A.
"""
df = pd.read_csv(io.StringIO(text), sep=";", decimal=",", thousands=".", comment="#",
                 na_values=["-", "k.A."], parse_dates=["Datum"], dayfirst=True)
print(df)
print(df.dtypes.to_dict())
print(df["Umsatz"].sum())
raw = text.encode("latin-1")
df2 = pd.read_csv(io.BytesIO(raw), sep=";", encoding="latin-1", skiprows=1,
                  usecols=["Stadt", "Umsatz"], dtype={"Umsatz": str}, index_col="Stadt")
print(df2)
df3 = pd.read_csv(io.StringIO("a|b|c\n1|2|3\n4|5|6\n"), sep="|", header=None, names=["x", "y", "z"],
                  skiprows=1)
print(df3)
chunks = pd.read_csv(io.StringIO("v\n" + "\n".join(str(i) for i in range(10))), chunksize=4)
print([len(c) for c in chunks])
df
