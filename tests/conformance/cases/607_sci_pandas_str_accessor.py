# Cleaning messy text columns with .str: strip/lower/title, split(expand=True),
# contains with a regex, extract with named groups, replace, len, get_dummies.
import io
import pandas as pd

df = pd.read_csv(io.StringIO('''name,email,phone,tags
"  smith, JOHN ",John.Smith@Example.com,(555) 123-4567,a|b
"doe, jane",jane_doe@test.org,555.987.6543,b
"  O'Neil, pat",pat@example.com,,a|c|b
"lee, KIM  ",kim.lee@EXAMPLE.COM,555-222-3333,
'''))
df["name"] = df["name"].str.strip().str.title()
df[["last", "first"]] = df["name"].str.split(", ", expand=True)
df["domain"] = df["email"].str.lower().str.split("@").str[1]
df["digits"] = df["phone"].str.replace(r"\D", "", regex=True)
df["is_example"] = df["email"].str.contains("example", case=False)
parts = df["email"].str.extract(r"(?P<user>[^@]+)@(?P<host>[^.]+)\.(?P<tld>\w+)")
print(df[["first", "last", "domain", "digits", "is_example"]])
print(parts)
print(df["name"].str.len().tolist(), df["first"].str[0].tolist())
print(df["tags"].str.get_dummies(sep="|"))
print(df["domain"].value_counts())
df["email"].str.startswith("j").sum()
