# technique: the case-412 fix only refuses __slotnames__; assigning __slots__ on a user subclass of a stdlib class AFTER creation (allowed dunder store) feeds copyreg._slotnames, so object.__reduce_ex__ (captured via enum, case 382) still does an unchecked getattr of private/dunder names: PrettyPrinter._dispatch (real class table), _stream (harness capture), __getattribute__
# expect: any
import enum, pprint, json
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
print(red)
P = type("P", (pprint.PrettyPrinter,), {})
P.__slots__ = ["_dispatch", "_stream", "__getattribute__", "__reduce_ex__"]
r = red(P(), 2)
print(r)
