# SPDX-License-Identifier: MIT
"""The stdlib code that acts for itself during user code (worker/pycaller.c).

Some checks let standard-library code do what user code may not: set a dunder on a
class it builds (dataclasses, enum, typing, abc, total_ordering), take its caller's
module name (sys._getframe), read a function's __code__ (inspect.signature). Which code
that is was first judged by the file of the frame on top: anything but the user's
"<code>". That let a C callable the user hands to any stdlib function (a
functools.partial of type.__setattr__ as a key=, a stream's write, an Enum's _missing_)
run with the stdlib's rights (red-team pass 78). Now only the functions listed here act
for themselves; every other frame acts for the user. Found by tracing every decision the
test suites make, then by reading these modules for the writes and reads they make.
None of them may be callable by user code with arguments of its choice in a way that
sets a name it did not choose (enum's _proto_member.__set_name__ was: red-team pass 79).

Each entry: (file, qualified name); the file is the code's co_filename or its basename.
"""

# Their own code sets dunders on the classes they build, takes a frame, or reads a
# function's code.
TRUSTED = (
    ("dataclasses.py", "_process_class"),           # __dataclass_fields__, __dataclass_params__
    ("dataclasses.py", "_set_new_attribute"),       # the generated methods
    ("dataclasses.py", "_add_slots"),               # __getstate__/__setstate__ of slots=True
    ("enum.py", "EnumType.__new__"),                # __new__, __format__, __str__, Flag operators
    ("enum.py", "EnumType._create_"),               # sys._getframe(2): the functional API's module
    ("enum.py", "_make_class_unpicklable"),         # __reduce_ex__, __module__
    ("enum.py", "global_enum"),                     # __repr__, __str__
    ("enum.py", "_simple_enum.<locals>.convert_class"),
    ("typing.py", "_caller"),                       # sys._getframe: TypeVar, NamedTuple, NewType
    ("typing.py", "Generic.__init_subclass__"),     # __parameters__
    ("typing.py", "Protocol.__init_subclass__"),    # __init__, __subclasshook__
    ("typing.py", "_no_init_or_replace_init"),      # __init__
    ("typing.py", "NamedTupleMeta.__new__"),        # __bases__, __orig_bases__, ...
    ("typing.py", "_make_nmtuple"),                 # __annotations__
    ("typing.py", "_TypedDictMeta.__new__"),        # __annotations__, __total__, keys
    ("typing.py", "final"),                         # __final__
    ("typing.py", "no_type_check"),                 # __no_type_check__
    ("typing.py", "dataclass_transform.<locals>.decorator"),  # __dataclass_transform__
    ("typing.py", "overload"),                      # the function's __code__.co_firstlineno
    ("<frozen abc>", "ABCMeta.__new__"),            # __abstractmethods__ (through _abc)
    ("<frozen abc>", "update_abstractmethods"),     # __abstractmethods__
    ("functools.py", "total_ordering"),             # __lt__, __le__, __gt__, __ge__
    ("inspect.py", "_signature_from_function"),     # __code__, __defaults__ of the function
    ("<safepy-reply>", "_user_frames"),             # tb_frame.f_code: the user's lines
    ("<safepy-wrappers>", "_wrap_namedtuple.<locals>.namedtuple"),  # sys._getframe(1)
    ("<safepy-wrappers>", "_wrap_enum.<locals>.global_enum"),      # __repr__, __str__
)

# Their own code also calls type.__setattr__ by name (the explicit method is what a
# functools.partial of the user's wraps: from the functions above it acts for the user).
EXPLICIT = (
    ("<safepy-wrappers>", "_guard_methods"),        # guarded generated methods
)

# They set what their caller names (super().__setattr__): their explicit call passes only
# for a store a listed function made through the metaclass's slot (pyclass.c
# fwd_setattro), never when their function is called some other way.
FORWARDERS = (
    ("enum.py", "EnumType.__setattr__"),
    ("enum.py", "EnumType.__delattr__"),
)


import types


def _codes_of(objects):
    """{(co_filename, co_qualname): code} of every function among objects, nested code
    included."""
    found, todo = {}, []
    for f in objects:
        if type(f) is types.FunctionType:
            todo.append(f.__code__)
    while todo:
        co = todo.pop()
        key = (co.co_filename, co.co_qualname)
        if found.setdefault(key, co) is co:
            todo.extend(c for c in co.co_consts if type(c) is types.CodeType)
    return found


def resolve(objects):
    """The code objects of the three tables: (trusted, explicit, forwarders). Raises
    LookupError when one is missing (a different Python): fail at start-up, not later."""
    codes = _codes_of(objects)

    def one(file, qualname):
        for (f, q), co in codes.items():
            if q == qualname and (f == file or f.endswith("/" + file)):
                return co
        raise LookupError("safepy: no code for %s:%s to trust" % (file, qualname))

    return tuple(tuple(one(*e) for e in table) for table in (TRUSTED, EXPLICIT, FORWARDERS))
