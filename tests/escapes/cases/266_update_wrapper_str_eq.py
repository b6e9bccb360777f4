# technique: a str subclass whose __eq__ is always True made update_wrapper's names look like the defaults
# expect: any
import functools, json
class S(str):
    def __eq__(self, other):
        return True
    __hash__ = str.__hash__
class W:
    pass
w = W()
assigned = (S("__globals__"), S("__name__"), S("__qualname__"), S("__doc__"), S("__module__"))
functools.update_wrapper(w, json.dumps, assigned=assigned, updated=())
g = vars(w)["__globals__"]
(sorted(g)[:5], g["__builtins__"]["__import__"]("os").getpid())
