# technique: the field rename of 445, injecting a match statement inside the generated __eq__ itself (the shape stays def __create_fn__ / def __eq__ / return): class patterns read attributes unchecked, so no match may appear in generated code
# expect: any
import dataclasses, json
INJ = "a,)\n  match D:\n   case object(__globals__=g):\n    R.append(g)\n  return (self.a"
D = json.dumps
R = []
F = dataclasses.field(default=0)
class Rename:
    def __get__(self, obj, owner=None):
        F.name = INJ
        return 0
@dataclasses.dataclass(init=False, repr=False, eq=True)
class C:
    a: int = F
    b: int = Rename()
C() == C()
print(R[0]["__builtins__"])
