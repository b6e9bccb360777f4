# technique: type.__setattr__(C, '__bases__', ...) called by contextlib.ExitStack's callback frame (not user code) to give a user class a new MRO after its creation checks (a stdlib forwarder base, say)
# expect: any
import contextlib
class A:
    pass
class B:
    pass
class C(A):
    pass
with contextlib.ExitStack() as s:
    s.callback(type.__setattr__, C, "__bases__", (B,))
print(C.__mro__)
