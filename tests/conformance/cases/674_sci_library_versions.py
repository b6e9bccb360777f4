# The banner many analysis scripts start with: the version of every library used.
import matplotlib
import numpy as np
import pandas as pd
import scipy
import seaborn as sns
import sympy

print("numpy     ", np.__version__)
print("pandas    ", pd.__version__)
print("scipy     ", scipy.__version__)
print("sympy     ", sympy.__version__)
print("seaborn   ", sns.__version__)
print("matplotlib", matplotlib.__version__)
print(matplotlib.__version_info__.major >= 3, np.lib.NumpyVersion(np.__version__) >= "1.20.0")
{"numpy": np.__version__, "matplotlib": matplotlib.__version__}
