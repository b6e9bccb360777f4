# technique: collections ran with the harness's handler frame on top, so a C callable run by a finalizer (io's close() as a functools.partial of type.__setattr__) passed as a trusted caller and set __dataclass_fields__ on a user class; finalizers of a collection now act as user code whatever frame is on top (red-team pass 73)
# expect: any
import csv, functools, dataclasses
class U:
    pass
try:
    type.__setattr__(U, "__dataclass_fields__", {})
except Exception as e:
    print("direct:", repr(e))
S = type("S", (csv.StringIO,), {"close": functools.partial(type.__setattr__, U, "__dataclass_fields__", {})})
for i in range(400000):
    s = S(); s.me = s; del s                     # cyclic garbage; iobase_finalize calls close()
    if dataclasses.is_dataclass(U):
        break
[i, dataclasses.is_dataclass(U), dataclasses.fields(U)]
