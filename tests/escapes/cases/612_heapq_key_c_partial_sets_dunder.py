# technique: heapq.nsmallest(n, it, key=partial) calls the user's own key from heapq.py's frame: a C partial of type.__setattr__ set __dataclass_fields__ on a user class (red-team pass 78)
# expect: any
import functools, dataclasses, heapq
class U:
    pass
heapq.nsmallest(1, [{}, {}], key=functools.partial(type.__setattr__, U, "__dataclass_fields__"))
print("is_dataclass(U):", dataclasses.is_dataclass(U))
