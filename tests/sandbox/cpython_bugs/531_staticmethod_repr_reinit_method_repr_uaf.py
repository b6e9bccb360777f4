# technique: repr(staticmethod): sm_repr formats "<staticmethod(%R)>" with sm_callable borrowed; the callable is a bound method (classmethod(F()).__get__(None, victim)) whose method_repr looks up func.__qualname__ (F.__getattr__ runs) with im_self only in a C local; __getattr__ calls sm.__init__(other), freeing the method and its im_self, which new objects take before %R formats it (use-after-free)
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
        sm.__init__(repl)                    # frees the bound method, and the Victim only it held
        for _ in range(8):
            keep.append(Other())
        return "f"
m = classmethod(F()).__get__(None, Victim())  # a bound method: im_func F(), im_self a Victim
repl = classmethod(F()).__get__(None, 0)      # same attributes: sm.__init__ allocates nothing new
sm = staticmethod(m)
del m
armed = True
text = repr(sm)
if text != "<staticmethod(<bound method f of victim>)>":
    raise RuntimeError("method repr read freed memory: %r" % text)
print(text)
