# technique: typing's _Final lets any class subclass ForwardRef with the class keyword _root=True; a user subclass's __setattr__ receives every value ForwardRef.__init__ assigns, including the code object it compiled (compile is allowed from ForwardRef.__init__'s frame since the forward-reference relaxation), so user code holds a code object compiled from text that never went through the AST check
# expect: any
import typing
got = {}
class R(typing.ForwardRef, _root=True):
    def __setattr__(self, name, value):
        got[name] = value
R("json.dumps.__globals__['__builtins__']")
code = got["__forward_code__"]
print(type(code), code, sorted(got))
