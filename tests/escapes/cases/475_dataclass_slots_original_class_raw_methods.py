# technique: dataclass(slots=True) builds and returns a NEW class (_add_slots); wrappers.dataclass runs _guard_methods only on the returned class, so the ORIGINAL class (still held by the user) keeps the raw generated __eq__/__repr__/__init__, which run on any object: C0.__eq__(a, b) with two PrettyPrinter-subclass instances reads b._dispatch (the real PrettyPrinter._dispatch class table) and hands it to a Spy
# expect: any
import dataclasses, pprint
class C0:
    _dispatch: int = 0
C = dataclasses.dataclass(slots=True)(C0)
print(C is C0, C0.__eq__)
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
