# technique: exec_allowed (pymod.c caller_may_exec) is a set of code objects compared BY VALUE (co_filename is not part of code ==/hash): a byte-exact copy of ast.parse at line 33 is a trusted frame whose globals (isinstance) the user controls
# expect: any
# (the copy's `isinstance(feature_version, tuple)` is functools.reduce(slice, starmap(operator.call, calls)):
#  each C call runs with the copied frame on top, which the audit hook and guard_type_setattro trust)




























def parse(source, filename='<unknown>', mode='exec', *,
          type_comments=False, feature_version=None):
    """
    Parse the source into an AST node.
    Equivalent to compile(source, filename, mode, PyCF_ONLY_AST).
    Pass type_comments=True to get back type comments where the syntax allows.
    """
    flags = PyCF_ONLY_AST
    if type_comments:
        flags |= PyCF_TYPE_COMMENTS
    if isinstance(feature_version, tuple):
        major, minor = feature_version  # Should be a 2-tuple.
        assert major == 3
        feature_version = minor
    elif feature_version is None:
        feature_version = -1
    # Else it should be an int giving the minor version for 3.x.
    return compile(source, filename, mode, flags,
                   _feature_version=feature_version)


import functools, itertools, operator, json, random
def default(self, o):
    return "planted by user code: " + repr(o)
try:
    type.__setattr__(json.JSONEncoder, "default", default)
except Exception as e:
    print("direct:", type(e).__name__, e)
r = random.Random()
H = type("H", (random.Random,), {"random": lambda self: 0.25})
calls = [(type.__setattr__, json.JSONEncoder, "default", default),
         (type.__setattr__, json.JSONEncoder, "item_separator", " <stdlib class modified> "),
         (object.__setattr__, r, "__class__", H)]
PyCF_ONLY_AST = 1024
real_isinstance, real_tuple = isinstance, tuple
isinstance = functools.partial(functools.reduce, slice)   # reduce(slice, feature_version, tuple)
tuple = None
try:
    parse("x", feature_version=itertools.starmap(operator.call, calls))
except Exception as e:
    print("after:", type(e).__name__, e)
isinstance, tuple = real_isinstance, real_tuple
print(json.dumps([object(), 1]), type(r), r.random())
