# A frame wider than 80 columns prints wrapped (display.width); long ones print with
# the row summary; set_option changes it.
import numpy as np
import pandas as pd

wide = pd.DataFrame(np.arange(36).reshape(3, 12) * 1001,
                    columns=["column_%02d" % k for k in range(12)])
print(wide)
tall = pd.DataFrame({"k": range(100), "v": np.arange(100) * 0.25})
print(tall)
pd.set_option("display.max_rows", 8)
print(tall)
with pd.option_context("display.float_format", "{:.1f}".format):
    print(tall.head(3))
print(wide.iloc[:, :3].T)
wide
