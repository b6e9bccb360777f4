# Class-body scoping (class names invisible in nested functions and comprehensions),
# name mangling of __private names, and nested class __qualname__.
x = "global"
class Outer:
    x = "class"
    y = [x for _ in range(1)]
    z = x
    def method(self):
        return x
    class Inner:
        class Deep:
            pass
    __secret = 42
    def reveal(self):
        return self.__secret, self._Outer__secret
    def __dunder__(self):
        return "dunder not mangled"
print(Outer.y, Outer.z, Outer().method(), Outer.Inner.Deep.__qualname__, Outer.Inner.__name__)
print(Outer().reveal(), "_Outer__secret" in Outer.__dict__, "__secret" in Outer.__dict__)
print(Outer().__dunder__(), hasattr(Outer, "__secret"))
try:
    Outer.__secret
except AttributeError as e:
    print("AttributeError:", e)
class Sub(Outer):
    __secret = 1
    def both(self):
        return self.__secret, self._Outer__secret
print(Sub().both(), sorted(k for k in Sub.__dict__ if "secret" in k))
class _Private:
    __x = 1
    def get(self):
        return self.__x
print(_Private().get(), [k for k in vars(_Private) if k.endswith("__x")])
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
print([Counter().id for _ in range(3)], Counter.count)
def f():
    class Local:
        pass
    return Local
print(f().__qualname__, f() is f())
