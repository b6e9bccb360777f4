# `from m import *` binds the module's public names (math has no __all__, json has one).
from math import *
from json import *
result = [floor(2.7), round(pi, 3), sqrt(16.0), dumps({"a": [1, 2]}), loads("[1]"), "JSONDecodeError" in dir()]
