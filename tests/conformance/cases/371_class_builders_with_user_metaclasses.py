# Stdlib class builders on classes whose metaclass was made during the call (a metaclass
# made after type's __setattr__ was guarded got CPython's generic slot, so every store
# arrived as an explicit type.__setattr__ call; red-team pass 79).
import dataclasses, functools, typing, abc
def t(name, fn):
    try:
        print("ok  ", name, fn())
    except Exception as e:
        print("FAIL", name, type(e).__name__, e)
class Meta(type):
    pass
def a():
    @dataclasses.dataclass
    class K(metaclass=Meta):
        a: int = 1
    return K()
t("dataclass, user metaclass", a)
def b():
    @functools.total_ordering
    class O(metaclass=Meta):
        def __init__(s, v): s.v = v
        def __lt__(s, o): return s.v < o.v
    return O(2) > O(1)
t("total_ordering, user metaclass", b)
def c():
    @typing.final
    class F(metaclass=Meta):
        pass
    return F
t("typing.final, user metaclass", c)
def d():
    class AM(abc.ABCMeta):
        pass
    class A(metaclass=AM):
        @abc.abstractmethod
        def f(self): ...
    return A
t("ABCMeta subclass as metaclass", d)
def e():
    T = typing.TypeVar("T")
    class G(typing.Generic[T], metaclass=Meta):
        pass
    return G[int]
t("Generic subclass, user metaclass", e)

