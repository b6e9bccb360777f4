# technique: the same io finalizer route from heapq's frame (its loop rebinds the element): a C close() set __dataclass_fields__ on a user class past the dunder rule (red-team pass 75)
# expect: any
import csv, functools, dataclasses, heapq
class U:
    pass
try:
    type.__setattr__(U, "__dataclass_fields__", {})
except Exception as e:
    print("direct:", repr(e))
# io's finalizer calls self.close(): here a C partial. It runs when the last reference
# dies -- no collection involved -- with whatever Python frame is on top: heapq.nsmallest's
# loop rebinds `elem`, dropping each S() from heapq's own frame (a stdlib frame, "trusted").
S = type("S", (csv.StringIO,), {"close": functools.partial(type.__setattr__, U, "__dataclass_fields__", {})})
heapq.nsmallest(2, (S() for i in range(5)), key=bool)
print("is_dataclass(U):", dataclasses.is_dataclass(U))
print(dataclasses.fields(U))
