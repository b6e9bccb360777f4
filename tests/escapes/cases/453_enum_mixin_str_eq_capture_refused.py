# technique: the capture of 452 through __str__ inherited from a mixin's base (the check walks each base's MRO, not only the base's own dict)
# expect: any
import enum
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
class Base:
    __str__ = Spy()
class Mixin(Base):
    pass
class E(Mixin, enum.Enum):
    A = 1
print(got)
