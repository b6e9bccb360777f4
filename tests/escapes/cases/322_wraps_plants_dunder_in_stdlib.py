# technique: contextlib.contextmanager's real functools.wraps copied a user function's __dict__ (dunder keys too) onto a stdlib function
# expect: any
import contextlib
def gen():
    yield 1
vars(gen)["__dataclass_fields__"] = {"x": 1}
h = contextlib.contextmanager(gen)
h.__dataclass_fields__
