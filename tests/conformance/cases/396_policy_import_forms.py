# Import statement forms: dotted, aliased, from-imports of submodules and names, the
# module object they bind, and __import__ called directly.
import collections.abc
import collections.abc as cabc
from collections import abc, OrderedDict as OD
from json import decoder
from json.decoder import JSONDecodeError
import json, json.decoder
import math as m1, math as m2

print(collections.abc is cabc, abc is cabc, decoder is json.decoder)
print(JSONDecodeError is json.JSONDecodeError, m1 is m2, OD.__name__)
print(collections.abc.Mapping.__name__, issubclass(OD, cabc.MutableMapping))
print(__import__("math").sqrt(16), __import__("collections.abc").__name__)
print(__import__("collections.abc", fromlist=["Mapping"]).__name__)
print(__import__("json", globals(), locals(), ["loads"], 0).loads("[1]"))
print(type(m1).__name__, m1.__name__, json.__name__, json.decoder.__name__, cabc.__name__)

def lazy():
    import heapq
    from itertools import count as cnt
    return heapq.nsmallest(2, [5, 1, 4]), next(cnt(5))
print(lazy())
class Holder:
    import string
    from string import ascii_lowercase as letters
print(Holder.letters[:3], Holder.string.digits)
try:
    from . import sibling
except ImportError as e:
    print(type(e).__name__, e)
try:
    from math import no_such_name
except ImportError as e:
    print(type(e).__name__, e.name, str(e).split(" (")[0])
try:
    from collections import Mapping
except ImportError as e:
    print(type(e).__name__, e.name, str(e).split(" (")[0])
