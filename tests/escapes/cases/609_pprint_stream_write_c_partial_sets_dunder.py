# technique: pprint.pprint(obj, stream=S()) calls S().write(text) from PrettyPrinter's frame: a write that is a C partial of type.__setattr__ set __dataclass_fields__ on a user class (red-team pass 78)
# expect: any
import functools, dataclasses, pprint
class U:
    pass
class S:
    write = functools.partial(type.__setattr__, U, "__dataclass_fields__")
pprint.pprint({}, stream=S())
print("is_dataclass(U):", dataclasses.is_dataclass(U))
