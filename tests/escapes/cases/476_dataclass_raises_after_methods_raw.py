# technique: dataclass(order=True) on a class defining __lt__ raises TypeError AFTER _process_class installed the generated __init__/__repr__/__eq__; wrappers.dataclass never reaches _guard_methods, so the class the user holds keeps the raw generated __eq__, which runs on any object and reads b._dispatch (the real PrettyPrinter._dispatch) into a Spy's __eq__
# expect: any
import dataclasses, pprint
class C0:
    _dispatch: int = 0
    def __lt__(self, other):
        return False
try:
    dataclasses.dataclass(order=True)(C0)     # raises after __init__/__repr__/__eq__ were set
except TypeError as e:
    print("dataclass() raised:", e)
got = []
class Spy:
    def __eq__(s, o):
        got.append(o)
        return False
    __hash__ = None
class P(pprint.PrettyPrinter):
    pass
a, b = P(), P()
a._dispatch = Spy()
C0.__eq__(a, b)
assert not got, "a generated method compared a stdlib private with a user object"
