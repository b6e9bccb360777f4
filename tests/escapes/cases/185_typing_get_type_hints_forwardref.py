# technique: string annotation evaluated by typing.get_type_hints (ForwardRef compiles and evals it)
# expect: SandboxError: string annotations (forward references) cannot be evaluated
import typing
def f(x: "__import__('os').system('id')"):
    pass
typing.get_type_hints(f)
