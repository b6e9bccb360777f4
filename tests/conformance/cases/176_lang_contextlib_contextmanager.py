import contextlib
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")
with tag("a") as t:
    print("content", t)
with contextlib.suppress(KeyError):
    {}["missing"]
    print("not reached")
with contextlib.ExitStack() as stack:
    for n in ["x", "y"]:
        stack.callback(print, "callback", n)
    stack.enter_context(tag("z"))
    print("in stack")
try:
    with tag("err"):
        raise RuntimeError("inside")
except RuntimeError as e:
    print("caught", e)
