# technique: repr(SimpleNamespace) (type(time.get_clock_info('time'))): namespace_repr formats each value borrowed from the namespace dict; the value is a bound method whose method_repr runs func.__qualname__ lookup (F.__getattr__) before formatting im_self from a C local; __getattr__ rebinds ns.x, freeing the method and its im_self, which new objects take (use-after-free)
# expect: any
class Victim:
    def __repr__(self): return "victim"
class Other:                                 # same instance layout as Victim
    def __repr__(self):
        raise RuntimeError("use-after-free: bound method repr formatted a freed __self__")
keep = []
armed = False
class F:
    def __call__(self):
        pass
    def __getattr__(self, name):             # asked for __qualname__ by method_repr
        global armed
        if name != "__qualname__" or not armed:
            raise AttributeError(name)
        armed = False
        ns.x = None                          # frees the bound method (the namespace held its only reference) and its Victim
        for _ in range(8):
            keep.append(Other())
        return "f"
m = classmethod(F()).__get__(None, Victim())  # a bound method: im_func F(), im_self a Victim

import time
ns = type(time.get_clock_info("time"))(x=m)
del m
armed = True
text = repr(ns)
if text != "namespace(x=<bound method f of victim>)":
    raise RuntimeError("method repr read freed memory: %r" % text)
print(text)
