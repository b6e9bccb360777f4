# technique: a decorated `def __builtins__` at module level rebinds the module's __builtins__ (the check refused the name only as a Name node), which every function defined afterwards captures as its builtins
# expect: any
@(lambda f: {"print": len})
def __builtins__():
    pass
def g():
    return print("abc")
print(g())
