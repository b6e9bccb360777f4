# technique: catch each refusal and retry the next vector in the same run
# expect: any
import json
outcomes = []
attempts = [
    lambda: open("CANARY_PATH").read(),
    lambda: eval("1"),
    lambda: getattr(json.dumps, "__globals__"),
    lambda: getattr(print, "__self__"),
    lambda: vars(json),
    lambda: "{0.__globals__}".format(json.dumps),
]
for attempt in attempts:
    try:
        outcomes.append(("leak", repr(attempt())[:80]))
    except BaseException as e:
        outcomes.append((type(e).__name__, str(e)[:80]))
def imp_os():
    import os
    return os
def imp_sys():
    import sys
    return sys
def imp_posix():
    import posix
    return posix
def imp_builtins():
    import builtins
    return builtins
def imp_importlib():
    import importlib
    return importlib
for imp in [imp_os, imp_sys, imp_posix, imp_builtins, imp_importlib]:
    try:
        outcomes.append(("leak", repr(imp())[:80]))
    except BaseException as e:
        outcomes.append((type(e).__name__, str(e)[:40]))
if any(kind == "leak" for kind, _ in outcomes):
    raise RuntimeError("a refusal was bypassed: %r" % outcomes)
outcomes
