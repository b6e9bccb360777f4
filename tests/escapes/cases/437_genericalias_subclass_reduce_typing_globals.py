# technique: enum's `found_method in (...)` eq-capture hands out object.__reduce_ex__ (case 382); guarded_reduce serves a user subclass of typing._GenericAlias that defines its own __getattr__ (so stdlib_forwarding() passes) and then calls the INHERITED stdlib _GenericAlias.__reduce__, which returns globals()[self._name] of typing: name='sys' -> real sys -> os, builtins, harness, forged RESULT on fd 3
# expect: any
import enum, typing, json, struct
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
class E(type("Mixin", (), {"__reduce_ex__": Spy()}), enum.Enum):
    A = 1
red = got[0]                                   # object.__reduce_ex__ (case 382 capture)
class U(type(typing.List[int]), _root=True):   # user subclass of typing._GenericAlias
    def __getattr__(self, name):               # own hook: passes stdlib_forwarding()
        raise AttributeError(name)
def typing_global(name):
    # guarded_reduce: U is the user's, so it calls the inherited _GenericAlias.__reduce__,
    # which returns (operator.getitem, (globals()[self._name], args)) with typing's globals
    return red(U(list, (int,), name=name), 4)[1][0]
sys = typing_global("sys")
bi = sys.modules["builtins"]
os = sys.modules["os"]
h = sys.modules["_safepy_harness"]
evidence = [repr(sys), repr(bi.open), repr(bi.eval), repr(os), repr(h), os.getpid()]
body = json.dumps({"result": ["FORGED-by-user-code"] + evidence, "result_type": "list", "logs": "",
                   "logs_truncated": False, "error": None}).encode()
os.write(3, struct.pack(">IB", len(body) + 1, 3) + body)
raise ValueError("the real outcome is this error")
