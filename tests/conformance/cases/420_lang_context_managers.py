# Context managers: __enter__/__exit__ suppressing, contextlib.contextmanager handling
# exceptions, ExitStack callback order, suppress, nullcontext, redirect_stdout into a
# user writer, and nested with statements.
import contextlib

class Tx:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    def __enter__(self):
        print("begin", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("end", self.name, et.__name__ if et else None, ev)
        return self.swallow

with Tx("a") as t, Tx("b", swallow=True):
    raise KeyError("inner")
print("after", t.name)
try:
    with Tx("c"):
        raise ValueError("escapes")
except ValueError as e:
    print("caught", e)

@contextlib.contextmanager
def tag(name):
    print("<%s>" % name)
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("div handled in", name)
    finally:
        print("</%s>" % name)
with tag("p") as up:
    print(up)
with tag("q"):
    1 / 0
with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "callback", i)
    stack.enter_context(tag("stacked"))
    print("body")
with contextlib.suppress(KeyError, IndexError):
    [][1]
print("suppressed")
with contextlib.nullcontext(42) as v:
    print("null", v)
class Buffer:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        pass
buf = Buffer()
with contextlib.redirect_stdout(buf):
    print("captured", 1, 2)
    print("second")
print("buffer:", buf.parts)
class Closable:
    def close(self):
        print("closed")
with contextlib.closing(Closable()):
    print("using")
@contextlib.contextmanager
def broken():
    yield
    yield
try:
    with broken():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
