# technique: string annotation evaluated by typing.get_type_hints (ForwardRef compiles and evals it)
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
import typing
def f(x: "__import__('os').system('touch MARKER_PATH')"):
    pass
typing.get_type_hints(f)
