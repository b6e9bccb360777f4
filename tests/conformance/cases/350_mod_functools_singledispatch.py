# functools.singledispatch / singledispatchmethod through the sandbox's wrapper: classes,
# annotations, unions, ABCs, register(cls, func), dispatch() and the registry.
import functools, collections.abc, numbers
from typing import Union
@functools.singledispatch
def f(x):
    return "default"
@f.register
def _(x: int):
    return "int"
@f.register(list)
def _(x):
    return "list"
@f.register
def _(x: Union[str, bytes]):
    return "text"
@f.register(collections.abc.Mapping)
def _(x):
    return "mapping"
def g(x):
    return "float"
f.register(float, g)
class A:
    @functools.singledispatchmethod
    def m(self, x):
        return "m-default"
    @m.register
    def _(self, x: int):
        return "m-int"
result = [f(1), f([1]), f("s"), f(b"b"), f({}), f(collections.OrderedDict()), f(1.5), f(None), f.dispatch(bool).__name__, A().m(1), A().m("x"), sorted(t.__name__ for t in f.registry)]
