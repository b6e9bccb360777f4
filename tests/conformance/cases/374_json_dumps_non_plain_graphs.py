# json.dumps of graphs that are not made of plain values (subclasses, default=, odd keys)
# goes through json's Python encoder in the sandbox (the C encoder reads list items it
# does not hold across user code: tests/escapes 628); output and errors must stay
# CPython's, which uses the C encoder for all of them.
import collections
import enum
import json


class L(list):
    pass


class T(tuple):
    pass


class D(dict):
    pass


class F(float):
    pass


class S(str):
    pass


class Color(enum.IntEnum):
    RED = 1


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: json.dumps([L([1, 2]), T((3, 4)), D(a=5), F(1.5), S("x"), Color.RED]))
show(lambda: json.dumps(collections.OrderedDict([("b", 1), ("a", [1.0, None, True])]), sort_keys=True))
show(lambda: json.dumps({"a": {1, 2}}, default=sorted))
show(lambda: json.dumps({"a": object()}))
show(lambda: json.dumps({(1, 2): 3}))
show(lambda: json.dumps({(1, 2): L([3])}, skipkeys=True))
show(lambda: json.dumps([F("nan"), float("inf")]))
show(lambda: json.dumps(L([float("nan")]), allow_nan=False))
show(lambda: json.dumps([1.0, float("-inf")], allow_nan=False))
show(lambda: json.dumps({1: L(), 2.5: D(), None: T(), True: "t"}, separators=(",", ":")))
cyc = L()
cyc.append(cyc)
show(lambda: json.dumps(cyc))
plain = [1, "two", 3.0, None, True, {"k": [1, 2, {"z": ()}]}]
show(lambda: json.dumps(plain))
loop = []
loop.append(loop)
show(lambda: json.dumps(loop))
show(lambda: json.dumps({"x": L([1])}, check_circular=False))
result = json.dumps({"deep": L([D(a=T((1, F(2.5))))])})
