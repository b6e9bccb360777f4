# technique: dir()-driven scan of every allowlisted module for module objects or globals dicts
# expect: ok
import json, datetime, re, queue, random, collections, typing, statistics, fractions
import textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal
mods = [json, datetime, re, queue, random, collections, typing, statistics, fractions,
        textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal]
DANGER = {"sys", "os", "builtins", "bltns", "posix", "codecs", "modules", "environ", "system"}
def real_module(m):
    # proxies hold public names only; a real module has private helpers or re-exports
    names = dir(m)
    private = [n for n in names if n.startswith("_") and not n.endswith("__")]
    return bool(private) or bool(DANGER & set(names))
found = []
for m in mods:
    if real_module(m):
        found.append(m.__name__)
    for name in dir(m):
        if name.startswith("_"):
            continue
        try:
            v = getattr(m, name)
        except Exception:
            continue
        if type(v) is type(json) and real_module(v):
            found.append(m.__name__ + "." + name)
        if isinstance(v, dict) and ("__builtins__" in v or "os" in v or "sys" in v):
            found.append(m.__name__ + "." + name + " (dict)")
if found:
    raise RuntimeError("modules reachable: %r" % found)
"clean"
