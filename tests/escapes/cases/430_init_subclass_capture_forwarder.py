# technique: __init_subclass__ of a user base keeps a class that the guard refuses after type.__new__ (it inherits typing._GenericAlias's forwarding __getattr__), then uses it as a base for a new class and reads a private name through an instance
# expect: any
import typing
cap = []
class Base:
    def __init_subclass__(cls, **kw):
        cap.append(cls)
GA = type(typing.List[int])
try:
    type("Fwd", (Base, GA), {})
except Exception as e:
    print("refused:", e)
Fwd = cap[-1]
class Again(Fwd):
    pass
print(Again)
