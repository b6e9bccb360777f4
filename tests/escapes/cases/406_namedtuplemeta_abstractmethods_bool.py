# technique: _wrap_namedtuplemeta vets bases, annotations and __init_subclass__, but the real NamedTupleMeta.__new__ (exec-allowed frame) still does setattr(nm_tpl, key, ns[key]) for every other namespace key; key '__abstractmethods__' goes through type's C setter, which calls PyObject_IsTrue(value) -> a user class's __bool__ that is a C functools.partial, run with the trusted frame on top (caller_may_exec): object.__setattr__(json_proxy, '__class__', UserModule) passes the audit hook, the proxy loses the harness's __name__ property, and `from json import path` falls back to sys.modules['os.path'] (case 390/396 reopened)
# expect: ImportError: cannot import name 'path' from 'json'
import json, typing, functools
ModuleType = type(json).__base__
class UM(ModuleType):
    __slots__ = ()
    @property
    def __name__(self):
        return "os"
class B:
    __bool__ = functools.partial(object.__setattr__, json, "__class__", UM)
class M(typing.NamedTupleMeta):
    def __new__(cls, name, bases, ns):
        ns = dict(ns)
        ns["__abstractmethods__"] = B()
        return super().__new__(cls, name, bases, ns)
try:
    class X(typing.NamedTuple, metaclass=M):
        a: int = 0
except Exception as e:
    print("during class creation:", type(e).__name__, e)
print(type(json))
from json import path
os = path.os
print(path, os, os.getpid())
print(os.sys.modules["builtins"].open, os.sys)
