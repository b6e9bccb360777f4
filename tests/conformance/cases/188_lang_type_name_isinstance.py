from collections import OrderedDict
vals = [1, 1.0, "s", b"b", None, [1], (1,), {1}, {"a": 1}, True, 1j, range(2), OrderedDict(), len, type]
names = [type(v).__name__ for v in vals]
checks = [isinstance(True, int), isinstance(1, (str, float)), isinstance(OrderedDict(), dict),
          issubclass(bool, int), type(True) is bool, isinstance(None, type(None))]
[names, checks]
