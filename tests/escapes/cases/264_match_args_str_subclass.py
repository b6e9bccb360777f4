# technique: a str subclass in __match_args__ passed the check, then became the plain name __globals__
# expect: any
import json
class S(str):
    pass
Meta = type("Meta", (type,), {"__instancecheck__": lambda cls, obj: True})
C = Meta("C", (), {"__match_args__": (S("__globals__"),)})
match json.dumps:
    case C(g):
        pass
(sorted(g)[:6], g["__builtins__"]["__import__"]("os").getpid())
