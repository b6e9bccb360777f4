# technique: copy.dispatch_table is copyreg's real, mutable pickle registry (public name re-exported by the copy proxy): its values hand out private stdlib functions (re._pickle, which returns re._compile), and user code can register reducers for any class, changing how the real copy.copy treats stdlib types and calling user callables from copy's own frame
# expect: any
import copy, re, functools
dt = copy.dispatch_table
priv = dt[re.Pattern]
print(priv.__module__, priv.__name__, priv)
class Fake:
    pattern = "a+"
    flags = 0
fn, args = priv(Fake())
print(fn.__module__, fn.__name__, fn(*args))
# mutate stdlib behaviour: copy.copy of a stdlib class now runs user code
dt[functools.partial] = lambda p: (str, ("hijacked",))
print(copy.copy(functools.partial(print)))
