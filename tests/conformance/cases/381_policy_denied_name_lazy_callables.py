# Lambdas, generator functions and generator expressions mentioning denied names are
# created without running their bodies; only the first iterable of a genexp runs at once.
funcs = [len, sorted, print]
get_code = lambda fn: fn.__code__
get_self = lambda m: m.__self__
def frames(gen):
    yield gen.gi_frame
    yield gen.gi_code
codes = (fn.__code__ for fn in funcs)
cells = {fn: fn.__closure__ for fn in []}
callbacks = {"globals": lambda fn: fn.__globals__, "builtins": lambda fn: fn.__builtins__}
print(get_code.__name__, get_self.__name__, frames.__name__, type(codes).__name__)
print(sorted(callbacks), cells)
g = frames(None)
print(type(g).__name__, g.gi_running)
g.close()
print(list((lambda: [])()))
