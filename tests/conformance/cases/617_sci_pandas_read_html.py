# A table pasted as HTML, read with pd.read_html from a StringIO (a model's usual way
# to parse an HTML table), then cleaned.
import io
import pandas as pd

html = """
<table>
  <thead><tr><th>Country</th><th>Capital</th><th>Population (M)</th></tr></thead>
  <tbody>
    <tr><td>France</td><td>Paris</td><td>68.0</td></tr>
    <tr><td>Germany</td><td>Berlin</td><td>84.4</td></tr>
    <tr><td>Italy</td><td>Rome</td><td>58.9</td></tr>
  </tbody>
</table>
"""
tables = pd.read_html(io.StringIO(html))
print(len(tables))
df = tables[0]
print(df)
print(df["Population (M)"].sum())
df.sort_values("Population (M)", ascending=False)
