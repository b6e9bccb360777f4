# technique: calling a functools.partial subclass: partial_vectorcall calls pto->fn with pto->args borrowed; the fn (a 2-item operator.itemgetter) reaches obj.__getitem__, which calls partial.__setstate__ through copy.copy (a __reduce__ returning the live partial) and drops the itemgetter, so itemgetter_call reads ig->item from a freed object taken by another itemgetter (use-after-free)
# expect: any
import functools, copy, operator

class P(functools.partial):
    pass

def setp(state):
    class X:
        def __reduce__(self):
            return (getp, (), state)
    copy.copy(X())

def getp():
    return p

ig = operator.itemgetter
keep = []

class Obj:
    def __getitem__(self, i):
        if i == 0:
            setp((len, (), {}, None))   # drops fn (the itemgetter only p held)
            keep.append((ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6)))
        return i

obj = Obj()
p = P(operator.itemgetter(0, 1), obj)
r = p()
if r != (0, 1):
    raise RuntimeError("use-after-free: itemgetter read its items from a freed object: got %r" % (r,))
print("fn held across the call")
