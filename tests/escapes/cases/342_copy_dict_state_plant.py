# technique: copy state as a plain dict plants dunder keys (__dataclass_fields__) into a stdlib object's __dict__
# expect: any
import copy, pprint, json
pp = pprint.PrettyPrinter()
class X:
    def __reduce_ex__(self, proto):
        return (lambda: pp, (), {'_dispatch': {}, '__dataclass_fields__': {'a': 1}, '_width': 5})
copy.copy(X())
class Y:
    def __reduce_ex__(self, proto):
        return (lambda: json.dumps, (), {'__dataclass_fields__': {'a': 1}, '__wrapped__': 5})
copy.copy(Y())
print(pp.__dataclass_fields__, json.dumps.__dataclass_fields__, json.dumps.__wrapped__)
