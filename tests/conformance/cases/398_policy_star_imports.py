# from M import * binds what CPython binds (M.__all__, else the public names).
before = from_string = None
before = set(globals())
from string import *
from_string = sorted(set(globals()) - before)
print(from_string)
before = set(globals())
from math import *
print(len(set(globals()) - before), pi > 3, floor(2.5))
before = set(globals())
from collections import *
print(sorted(set(globals()) - before))
before = set(globals())
from itertools import *
print(len(set(globals()) - before), list(islice(count(3), 2)))
before = set(globals())
from typing import *
print(len(set(globals()) - before), "List" in globals(), "Optional" in globals())
before = set(globals())
from json import *
print(sorted(set(globals()) - before))
before = set(globals())
from dataclasses import *
print(sorted(set(globals()) - before))
before = set(globals())
from re import *
print(sorted(set(globals()) - before))
