# Asked for a markdown table, a model writes df.to_markdown(); then falls back to
# to_string and to_html when it fails.
import pandas as pd

df = pd.DataFrame({"model": ["A", "B", "C"], "accuracy": [0.912, 0.887, 0.934],
                   "f1": [0.90, 0.85, 0.93]})
try:
    print(df.to_markdown(index=False))
except ImportError as e:
    print("to_markdown failed:", e)
    print(df.to_string(index=False, float_format="{:.3f}".format))
print(df.to_html(index=False, float_format=lambda v: f"{v:.2f}"))
print(df.to_markdown(index=False, tablefmt="github"))
