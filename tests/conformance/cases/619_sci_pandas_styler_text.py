# df.style for a report: format with precision and a thousands separator, hide the index,
# and export as LaTeX, plain text and HTML (with a fixed uuid so the ids are stable).
import pandas as pd

df = pd.DataFrame({"region": ["North", "South", "East"], "revenue": [1234567.891, 98765.4, 456789.0],
                   "margin": [0.1234, 0.2345, 0.0567]})
styler = df.style.format({"revenue": "{:,.0f}", "margin": "{:.1%}"}).hide(axis="index")
print(styler.to_latex())
print(styler.to_string())
html = df.style.set_uuid("report").format(precision=2).highlight_max(subset=["revenue"], color="lightgreen").to_html()
print(html[:400])
print("background-color: lightgreen" in html, html.count("<tr>"))
