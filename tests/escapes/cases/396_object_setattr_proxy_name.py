# technique: object.__setattr__ (the generic slot wrapper, allowed dunder) skips _Proxy.__setattr__'s private/dunder guard; json.__name__ = "os" then `from json import path` falls back to sys.modules["os.path"] (real posixpath), whose .os is the real os
# expect: any
import json
object.__setattr__(json, "__name__", "os")
from json import path
os = path.os
sys = os.sys
print(type(path), path)
print(os, os.system, sys, sys.modules["builtins"].open)
print(os.getpid(), sorted(os.environ)[:3])
