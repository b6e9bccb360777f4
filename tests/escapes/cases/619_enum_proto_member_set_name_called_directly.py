# technique: enum._proto_member.__set_name__ is LISTED (it sets members on the enum it builds), but it is reachable and callable with any arguments: an Enum body member is a _proto_member while type.__new__ runs __set_name__ in namespace order, so a descriptor placed before it reads owner.B and takes type(). Calling P.__set_name__(P(()), U, name) on any user class U runs delattr(U, name) then setattr(U, name, <what U._new_member_ returns>) from the listed frame: both pass as stdlib code, so a dunder user code may not set after creation (__annotations__, __dataclass_fields__, ...) is replaced with any object. (red-team pass 79)
# expect: any
import enum, dataclasses
got = []
class Grab:
    def __get__(self, obj, owner=None):
        return self
    def __set_name__(self, owner, name):
        got.append(owner.B)          # still the _proto_member
class E(enum.Enum):
    g = Grab()
    B = 2
P = type(got[0])
print(P)

def prime(cls, obj):
    cls._member_type_ = object
    cls._use_args_ = False
    cls._member_names_ = []
    cls._member_map_ = {}
    cls._value2member_map_ = {}
    cls._new_member_ = staticmethod(lambda c: obj)

class D2(dict):
    pass

class U:
    x: int = 1
prime(U, D2(y=int, z=int))
print("before:", U.__annotations__)
P.__set_name__(P(()), U, "__annotations__")
print("after:", U.__annotations__, type(U.__annotations__))

@dataclasses.dataclass
class D:
    a: int = 0
prime(D, D2())
P.__set_name__(P(()), D, "__dataclass_fields__")
print("D fields now:", type(D.__dataclass_fields__), dataclasses.fields(D))
