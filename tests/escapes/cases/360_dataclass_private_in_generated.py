# technique: dataclass field name injected via a descriptor's __get__ after checks, reading a private attribute (PrettyPrinter._stream) inside generated __eq__
# expect: any
from dataclasses import dataclass, field
import pprint, enum
P = pprint.PrettyPrinter()
class E(enum.Enum):
    A = 1
def grab(expr):
    f1 = field(default=0)
    class D:
        def __get__(self, inst, owner):
            f1.name = "a,setattr(self,'g',(" + expr + "))"
            return 5
    class C:
        a: int = f1
        b: int = D()
    C = dataclass(init=False, repr=False, eq=True)(C)
    c = C(); c.a = 1; c.b = 2
    c == C()
    return c.g
s = grab("P._stream")
print(type(s), s)
print(grab("E._create_"))
print(grab("E._new_member_"))
print(grab("P._dispatch"))
