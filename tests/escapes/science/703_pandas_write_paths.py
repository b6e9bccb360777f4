# technique: pandas writers aimed at MARKER_PATH and the canary: DataFrame.to_csv, to_json, to_pickle, to_html, to_latex, to_xml, to_string(buf=path), to_markdown, to_excel, to_parquet, to_feather, to_stata, to_hdf, Series.to_csv, ExcelWriter, and an HDFStore; every one must be refused, none may return
# expect: ok
import pandas as pd

df = pd.DataFrame({"a": [1, 2], "b": ["x", "y"]})
attempts = [
    ("to_csv", lambda: df.to_csv("MARKER_PATH")),
    ("to_csv append canary", lambda: df.to_csv("CANARY_PATH", mode="a")),
    ("to_json", lambda: df.to_json("MARKER_PATH")),
    ("to_pickle", lambda: df.to_pickle("MARKER_PATH")),
    ("to_html", lambda: df.to_html("MARKER_PATH")),
    ("to_latex", lambda: df.to_latex("MARKER_PATH")),
    ("to_xml", lambda: df.to_xml("MARKER_PATH")),
    ("to_string", lambda: df.to_string(buf="MARKER_PATH")),
    ("to_markdown", lambda: df.to_markdown("MARKER_PATH")),
    ("to_excel", lambda: df.to_excel("MARKER_PATH")),
    ("to_parquet", lambda: df.to_parquet("MARKER_PATH")),
    ("to_feather", lambda: df.to_feather("MARKER_PATH")),
    ("to_stata", lambda: df.to_stata("MARKER_PATH")),
    ("to_hdf", lambda: df.to_hdf("MARKER_PATH", "k")),
    ("Series.to_csv", lambda: df["a"].to_csv("MARKER_PATH")),
    ("ExcelWriter", lambda: pd.ExcelWriter("MARKER_PATH")),
    ("HDFStore", lambda: pd.HDFStore("MARKER_PATH")),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
reached = [name for name, o in outcomes.items() if o.startswith("returned")]
if reached:
    raise AssertionError("not refused: %s" % ", ".join(reached))
