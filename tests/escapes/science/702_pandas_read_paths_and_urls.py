# technique: pandas readers on the canary's path, as a file:// URL and as http:// URLs on the loopback listener: read_csv, read_table, read_fwf, read_json, read_html, read_xml, read_pickle, read_stata, read_sas, read_excel, read_parquet, read_feather, read_orc, read_hdf, read_spss; every one must be refused, none may return
# expect: ok
import pandas as pd

url = "http://127.0.0.1:LISTENER_PORT/x"
attempts = [
    ("read_csv canary", lambda: pd.read_csv("CANARY_PATH", header=None)),
    ("read_csv file url", lambda: pd.read_csv("file://CANARY_PATH", header=None)),
    ("read_csv http", lambda: pd.read_csv(url + ".csv")),
    ("read_table canary", lambda: pd.read_table("CANARY_PATH", header=None)),
    ("read_fwf canary", lambda: pd.read_fwf("CANARY_PATH", header=None)),
    ("read_json canary", lambda: pd.read_json("CANARY_PATH", typ="series")),
    ("read_json http", lambda: pd.read_json(url + ".json")),
    ("read_html canary", lambda: pd.read_html("CANARY_PATH")),
    ("read_html http", lambda: pd.read_html(url + ".html")),
    ("read_xml canary", lambda: pd.read_xml("CANARY_PATH")),
    ("read_pickle canary", lambda: pd.read_pickle("CANARY_PATH")),
    ("read_pickle http", lambda: pd.read_pickle(url + ".pkl")),
    ("read_stata canary", lambda: pd.read_stata("CANARY_PATH")),
    ("read_sas canary", lambda: pd.read_sas("CANARY_PATH", format="xport")),
    ("read_excel canary", lambda: pd.read_excel("CANARY_PATH")),
    ("read_parquet canary", lambda: pd.read_parquet("CANARY_PATH")),
    ("read_feather canary", lambda: pd.read_feather("CANARY_PATH")),
    ("read_orc canary", lambda: pd.read_orc("CANARY_PATH")),
    ("read_hdf canary", lambda: pd.read_hdf("CANARY_PATH")),
    ("read_spss canary", lambda: pd.read_spss("CANARY_PATH")),
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
