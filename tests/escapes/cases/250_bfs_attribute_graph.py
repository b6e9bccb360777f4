# technique: breadth-first walk of every attribute the sandbox lets getattr read, from all proxies and builtins, looking for modules, globals dicts or frames
# expect: ok
import json, datetime, re, queue, random, collections, typing, statistics, fractions
import textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal
import itertools, math, heapq, bisect, abc, numbers, time
roots = [json, datetime, re, queue, random, collections, typing, statistics, fractions,
         textwrap, string, contextlib, dataclasses, enum, functools, operator, copy, decimal,
         itertools, math, heapq, bisect, abc, numbers, time,
         print, len, type, object, int, str, dict, list, tuple, super, property, classmethod]
DANGER = {"sys", "os", "builtins", "bltns", "posix", "codecs", "modules", "environ", "system"}
def real_module(m):
    # proxies hold public names only; a real module has private helpers or re-exports
    names = dir(m)
    private = [n for n in names if n.startswith("_") and not n.endswith("__")]
    return bool(private) or bool(DANGER & set(names))
seen = set()
queue_ = [(r, "root%d" % i, 0) for i, r in enumerate(roots)]
found = []
budget = 30000
while queue_ and budget > 0:
    obj, path, depth = queue_.pop(0)
    budget -= 1
    key = (type(obj).__name__, repr(obj)[:60]) if isinstance(obj, (int, float, str, bytes)) else object.__repr__(obj)
    if key in seen:
        continue
    seen.add(key)
    tname = type(obj).__name__
    if tname == "module" and real_module(obj):
        found.append(path)
    if tname in ("frame", "code", "traceback", "cell"):
        found.append(path + " (" + tname + ")")
    if isinstance(obj, dict) and ("__builtins__" in obj or "__import__" in obj or "modules" in obj):
        found.append(path + " (dict)")
    if depth >= 3 or isinstance(obj, (int, float, str, bytes, bool)):
        continue
    try:
        names = dir(obj)
    except Exception:
        continue
    for n in names:
        try:
            v = getattr(obj, n)
        except BaseException:
            continue
        queue_.append((v, path + "." + n, depth + 1))
if found:
    raise RuntimeError("reachable: %r" % found[:20])
"walked %d objects" % len(seen)
