# technique: typing.ForwardRef.__init__ is a plain Python function and may now call compile() (allow_compile_from keys on its code object, whoever 'self' is); called unbound on a user object, it compiles arbitrary user-chosen text (not AST-checked) and stores the code object as self.__forward_code__ in the user object's own __dict__, which vars() hands back: a real code object in user hands
# expect: any
import typing
class Box:
    pass
b = Box()
typing.ForwardRef.__init__(b, "().__class__.__base__.__subclasses__()")
code = vars(b)["__forward_code__"]
print(type(code), code)
print("co_* visible:", [n for n in dir(code) if n.startswith("co_")][:6])
