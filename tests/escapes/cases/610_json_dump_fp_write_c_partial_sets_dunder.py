# technique: json.dump(obj, fp) calls fp.write(chunk) from json's frame: a C partial of type.__setattr__ as write set __dataclass_fields__ on a user class (red-team pass 78)
# expect: any
import functools, dataclasses, json
class U:
    pass
class S:
    write = functools.partial(type.__setattr__, U, "__dataclass_fields__")
json.dump({}, S())
print("is_dataclass(U):", dataclasses.is_dataclass(U))
