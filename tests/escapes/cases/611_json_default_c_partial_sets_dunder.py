# technique: json.dumps(x, default=partial): the C encoder calls default with JSONEncoder's frame on top, so a C partial of type.__setattr__ passed as stdlib code (red-team pass 78)
# expect: any
import functools, dataclasses, json
class U:
    pass
json.dumps(object(), default=functools.partial(type.__setattr__, U, "__dataclass_fields__"))
print("is_dataclass(U):", dataclasses.is_dataclass(U))
