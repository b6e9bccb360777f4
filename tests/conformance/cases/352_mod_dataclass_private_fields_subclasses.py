# Dataclasses with private fields, plain and dataclass subclasses, order, field() objects.
import dataclasses, copy
@dataclasses.dataclass
class B:
    _x: int = 1
    y: int = 2
class C(B):
    pass
@dataclasses.dataclass(order=True)
class D(B):
    z: int = 3
f = dataclasses.field(default=5)
@dataclasses.dataclass
class E:
    a: int = f
result = [repr(C()), C() == C(), D() < D(z=4), repr(copy.deepcopy(D())), dataclasses.fields(E)[0].name, E().a, dataclasses.fields(D)[0].metadata == {}]
