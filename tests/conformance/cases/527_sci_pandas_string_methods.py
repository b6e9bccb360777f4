# The .str accessor: case, strip, split/expand, contains, extract, replace with regex.
import pandas as pd

names = pd.Series(["  Ada Lovelace", "alan TURING ", "Grace Hopper", None, "ed"])
clean = names.str.strip().str.title()
print(clean)
print(clean.str.len().tolist(), clean.str.contains("a", case=False).tolist())
parts = clean.str.split(" ", expand=True)
print(parts)
print(clean.str.extract(r"(?P<first>\w)\w* (?P<last>\w+)"))
print(clean.str.replace(r"[aeiou]", "*", regex=True).tolist())
print(names.str.upper().str.startswith(" ").tolist())
parts
