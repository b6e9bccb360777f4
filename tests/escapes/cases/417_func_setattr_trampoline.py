# technique: guard_func_setattro (fix of case 410) only refuses when the top Python frame is user code: calling the checked setattr through contextlib.ExitStack.callback (contextlib's _exit_wrapper frame), or assigning through a hand-built typing._GenericAlias whose __setattr__ forwards to __origin__ from typing's frame, writes __wrapped__ and arbitrary attributes on stdlib functions
# expect: any
import contextlib, json, typing
def tramp(f, *a):                    # f(*a) runs with contextlib's _exit_wrapper frame on top
    with contextlib.ExitStack() as s:
        s.callback(f, *a)
try:
    json.dumps.__wrapped__ = print
except Exception as e:
    print("direct:", type(e).__name__, e)
tramp(setattr, json.dumps, "__wrapped__", print)
tramp(setattr, json.dumps, "injected", "set by user code")
# second trampoline: typing._GenericAlias.__setattr__ forwards non-dunder names to __origin__
GA = type(typing.List[int])
a = GA(json.loads, (int,))
a.planted = "via typing._GenericAlias.__setattr__"
print(json.dumps.__wrapped__, "|", json.dumps.injected, "|", json.loads.planted)
