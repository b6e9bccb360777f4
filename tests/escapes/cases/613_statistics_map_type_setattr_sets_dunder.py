# technique: a map over type.__setattr__ consumed by a stdlib function's for loop (statistics.fmean): each call runs with statistics.py's frame on top and passed as stdlib code (red-team pass 78)
# expect: any
import statistics, dataclasses
class U:
    pass
statistics.fmean(map(type.__setattr__, [U], ["__dataclass_fields__"], [{}]))
print("is_dataclass(U):", dataclasses.is_dataclass(U))
