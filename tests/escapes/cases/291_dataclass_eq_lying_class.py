# technique: generated dataclass __eq__ on a real subclass instance whose __class__ lies: reads a stdlib object's private attribute
# expect: any
# variant: genuine instance of a subclass whose __class__ property lies; no unbound call
import dataclasses, json, pprint
leak = []
class Catch:
    def __eq__(self, other):
        leak.append(other)
        return True
    __hash__ = None
G = dataclasses.make_dataclass("G", ["_stream"])
Target = pprint.PrettyPrinter
H = type("H", (G,), {"__class__": property(lambda s: Target)})
H(Catch()) == pprint.PrettyPrinter()
cap = leak[0]
(type(cap).__module__, type(cap).__name__)
