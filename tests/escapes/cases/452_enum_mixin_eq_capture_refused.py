# technique: enum's EnumType.__new__ tests `found_method in (data_type_method, object_method)` for a mixin's __reduce_ex__/__repr__/__str__/__format__: a mixin attribute with its own __eq__ receives object.__reduce_ex__ (case 382's capture, the start of the reduce escapes 387-437), so such attributes must be plain functions
# expect: any
import enum
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
print(got)
