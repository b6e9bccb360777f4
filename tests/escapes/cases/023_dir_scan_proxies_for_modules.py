# technique: dir()-driven scan of every allowlisted module for module objects or globals dicts
# expect: ok
import json, datetime, re, queue, random, collections, typing, statistics, fractions
import textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal
mods = [json, datetime, re, queue, random, collections, typing, statistics, fractions,
        textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal]
found = []
for m in mods:
    for name in dir(m):
        if name.startswith("_"):
            continue
        try:
            v = getattr(m, name)
        except Exception:
            continue
        if type(v) is type(json) and not any(v is x for x in mods):
            found.append(m.__name__ + "." + name)
        if isinstance(v, dict) and ("__builtins__" in v or "os" in v or "sys" in v):
            found.append(m.__name__ + "." + name + " (dict)")
if found:
    raise RuntimeError("modules reachable: %r" % found)
"clean"
