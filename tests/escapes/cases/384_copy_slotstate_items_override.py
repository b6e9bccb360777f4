# technique: copy slot state as a dict subclass whose items() lies: the wrapper checks dict(slotstate) (C fast path, real keys) but _reconstruct iterates slotstate.items() and calls the real setattr -> setattr(pp, '__dict__', d) (bypass of the fix for cases 191/333)
# expect: any
import copy, pprint
stolen = {}
class Lying(dict):
    def items(self):
        return [("__dict__", stolen)]
pp = pprint.PrettyPrinter()
Y = type("Y", (), {"__reduce_ex__": lambda self, proto: (lambda: pp, (), (None, Lying(ok=1)))})
copy.copy(Y())
pp.__init__()
print("PrettyPrinter private state:", stolen)
