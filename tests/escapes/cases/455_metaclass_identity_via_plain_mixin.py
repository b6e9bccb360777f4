# technique: metaclass_override()/meta_key_refused only judge heap bases of the metaclass that are themselves type subclasses; a plain (non-type) mixin in the metaclass's MRO gives every class made with it __eq__/__hash__ (and __dataclass_fields__/__dataclass_params__, via getattr on the class) -- "metaclasses without identity of their own" bypassed
# expect: any
import dataclasses
got = []
class Mixin:
    def __eq__(cls, other):
        got.append(other)
        return False
    def __hash__(cls):
        return hash(int)          # any hash it can read or guess
Mixin = type("Mixin", (Mixin,), {"__dataclass_fields__": {}, "__dataclass_params__": None})
class M(type, Mixin):
    pass
class A(metaclass=M):
    pass
print("hash(A) == hash(int):", hash(A) == hash(int))
d = {int: "stdlib table keyed by a class"}
print(d.get(A))                  # lookup hands the stored key to A's metaclass __eq__
print("metaclass __eq__ received:", got)
print("metaclass attr seen by getattr:", getattr(A, "__dataclass_fields__"), dataclasses.is_dataclass(A))
