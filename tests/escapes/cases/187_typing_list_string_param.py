# technique: typing.List['code'] wraps the string in a ForwardRef (compiled for its syntax only); get_type_hints on a function annotated with it must not evaluate it
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
import typing
def f(x: typing.List["__import__('os').getcwd()"]):
    pass
hints = typing.get_type_hints(f)
if "ForwardRef" not in repr(hints["x"]):
    raise RuntimeError("the forward reference was evaluated: %r" % hints)
