# technique: a user subclass of pprint.PrettyPrinter declares a slot named _dispatch, then deletes the slot's descriptor from its own class: the name copyreg lists now reaches PrettyPrinter._dispatch (the real class table) through the captured object.__reduce_ex__ (case 382)
# expect: any
import enum, pprint
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]
class P(pprint.PrettyPrinter):
    __slots__ = ("_dispatch",)
del P._dispatch
state = red(P(), 2)[2]
print(type(state[1]["_dispatch"]), len(state[1]["_dispatch"]))
