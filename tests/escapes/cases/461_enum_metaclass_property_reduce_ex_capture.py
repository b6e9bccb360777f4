# technique: the enum mixin check (wrappers._wrap_enum) walks only the BASES' MROs; a user EnumType subclass (own __getattr__ so it passes stdlib_forwarding) with a __reduce_ex__ property (a data descriptor on the metaclass wins over the class MRO in getattr(enum_class, name); meta_key_refused only refuses names type itself defines) makes EnumType.__new__'s `found_method in (data_type_method, object_method)` hand object.__reduce_ex__ to a user __eq__
# expect: any
import enum
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
def _ga(cls, n):
    raise AttributeError(n)
MyMeta = type("MyMeta", (enum.EnumType,), {"__reduce_ex__": property(lambda cls: Spy()), "__getattr__": _ga})
class E(enum.Enum, metaclass=MyMeta):
    A = 1
print(got)
red = got[-1]                     # object.__reduce_ex__ as a callable
class U:
    pass
print(red(U(), 2))
