# technique: __slots__ written after creation by a trampoline (contextlib.ExitStack's callback calling type.__setattr__): copyreg._slotnames would hand the names to object.__reduce_ex__
# expect: any
import contextlib, pprint
P = type("P", (pprint.PrettyPrinter,), {})
with contextlib.ExitStack() as s:
    s.callback(type.__setattr__, P, "__slots__", ["_dispatch"])
print("__slots__ set after creation")
