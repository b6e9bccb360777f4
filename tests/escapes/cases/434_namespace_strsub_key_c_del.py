# technique: bad_namespace() judges namespace keys by their text (PyUnicode_AsUTF8 + strcmp), but type() keeps a str-subclass key as is and CPython's slot/method lookups (update_one_slot, _PyType_Lookup for "__del__") match it through the subclass's __hash__/__eq__: a key with text "zdel" that hashes/compares like "__del__" installs a C callable (functools.partial) as the finalizer, the case-429 result without any capture
# expect: any
import functools
class K(str):
    def __hash__(self):
        return hash("__del__")
    def __eq__(self, other):
        return other == "__del__" or str.__eq__(self, other)
G = type("G", (), {K("zdel"): functools.partial(print, "C-level __del__ ran as a finalizer")})
print(G)
g = G()
del g
print("after")
