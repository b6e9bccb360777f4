# technique: guard_type_new only refuses a non-function __del__; a user subclass of io.StringIO (re-exported as csv.StringIO) inherits iobase_finalize, which calls self.close() -- here a C functools.partial, so it runs with whatever Python frame is on top when a gen0 collection finalizes cyclic garbage: collections.namedtuple's exec-allowed frame -> type.__setattr__ on a stdlib class / object.__setattr__ __class__ pass the hook
# expect: any
import csv, functools, operator, collections, json, pprint
def trusted(done, f, *a):
    S = type("S", (csv.StringIO,), {"close": functools.partial(operator.call, f, *a)})
    for i in range(20000):
        s = S(); s.me = s; del s                 # cyclic garbage, C "finalizer" via close()
        collections.namedtuple("N", "a b c")      # gen0 collection lands in its frame
        if done():
            return i
    raise RuntimeError("no luck")
def default(self, o):
    return "planted: " + repr(o)
print(trusted(lambda: json.JSONEncoder.default is default, type.__setattr__, json.JSONEncoder, "default", default))
print(json.dumps(object()))
pp = pprint.PrettyPrinter()
H = type("H", (pprint.PrettyPrinter,), {})
print(trusted(lambda: type(pp) is H, object.__setattr__, pp, "__class__", H))
print(pp._stream)
