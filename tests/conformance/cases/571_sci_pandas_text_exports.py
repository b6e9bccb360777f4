# A frame written out as text, as a model would show it (each tried in turn, a failure
# printed): to_string, to_csv, to_json, to_dict, to_html, to_latex (its FutureWarning
# goes to stderr, in the logs), and to_markdown, which needs an optional package:
# ImportError when it is missing.
import pandas as pd

df = pd.DataFrame({"name": ["ann", "bob"], "score": [9.5, 7.25], "n": [3, 4]})

def attempt(label, f):
    try:
        print(label, f(), sep="\n")
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("to_string", lambda: df.to_string(index=False))
attempt("to_csv", lambda: df.to_csv(index=False))
attempt("to_csv sep", lambda: df.to_csv(sep=";", columns=["name", "n"]))
attempt("to_json", lambda: df.to_json(orient="split"))
attempt("to_dict", lambda: df.to_dict(orient="records"))
attempt("to_html", lambda: df.to_html(index=False))
attempt("to_latex", lambda: df.to_latex(index=False))
attempt("to_markdown", lambda: df.to_markdown(index=False))
