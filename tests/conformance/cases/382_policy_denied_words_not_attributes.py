# Denied words that are not attribute accesses: comments, strings, docstrings, f-string
# text, bytes, dict keys, keyword arguments, parameter and variable names.
# Reading fn.__code__ or frame.f_back would be refused; this comment is not.
"""Mentions __globals__ and __subclasses__ in a docstring."""

def make(f_back=None, f_code="x", gi_frame=0, **kw):
    __code__ = "a local named __code__"
    f_locals = {"f_globals": 1}
    return f_back, f_code, gi_frame, sorted(kw), __code__, f_locals

print(make(f_back=1, __closure__=2, tb_frame=3))
d = {"__globals__": 1, "__code__": 2, "f_back": 3}
print(sorted(d), d["__code__"])
print(f"__self__ and {len('gi_code')} cr_frame", b"__builtins__", "ag_code".upper())
f_globals = "plain variable"
print(f_globals, dict(__closure__=5), "tb_frame" in ("tb_frame",))
names = ["__globals__", "__code__", "__closure__", "__self__", "__subclasses__",
         "f_back", "f_globals", "f_locals", "f_builtins", "f_code", "tb_frame"]
print(len(names), max(names, key=len))
result = __doc__
