# technique: type() namespace with a dict-subclass __annotations__ whose items() shows a dunder field name the wrapper's dict() copy never saw
# expect: any
import dataclasses
class Ann(dict):
    def items(self):
        return [("__getattribute__", int)]
C = type("C", (), {"__annotations__": Ann(x=int), "__doc__": "d", "__module__": "__main__"})
dataclasses.dataclass(C)
print(C.__dataclass_fields__)
