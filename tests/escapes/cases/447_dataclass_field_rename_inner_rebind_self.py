# technique: the field rename of 445, injecting `self = json.dumps` into the generated __eq__: the generated-code check lets private names through on `self`/`other`, so rebinding them would make `self._x` a private read of a stdlib object
# expect: any
import dataclasses, json
INJ = "a,)\n  self = D\n  return (self.a"
D = json.dumps
F = dataclasses.field(default=0)
class Rename:
    def __get__(self, obj, owner=None):
        F.name = INJ
        return 0
@dataclasses.dataclass(init=False, repr=False, eq=True)
class C:
    a: int = F
    b: int = Rename()
print(C() == C())
