# technique: repr(functools.partial subclass): partial_repr reads n = len(pto->args) once, then PyTuple_GET_ITEM(pto->args, i) on every pass; an argument's __repr__ calls partial.__setstate__ (reachable: copy.copy of an object whose __reduce__ hands back the user's partial with a state) with a 20-item args tuple that takes the freed 21-item block, so item 20 is read past the end of the new tuple (a stale pointer: out-of-bounds read of any object)
# expect: any
import functools, copy

class P(functools.partial):
    pass

class Marker:
    def __repr__(self):
        return "marker"

def setp(state):
    class X:
        def __reduce__(self):
            return (getp, (), state)
    copy.copy(X())

def getp():
    return p

twenty = [0] * 20

class A:
    def __repr__(self):
        setp((len, (), {}, None))        # frees the 21-item args tuple (its last item is marker)
        new = tuple(twenty)              # a 20-item tuple takes the freed block; its slack holds the old item[20]
        setp((len, new, {}, None))
        return "a"

marker = Marker()
p = P(print, A(), *range(19), marker)
text = repr(p)
# Held args print "..., 17, 18, marker)"; the new args alone "..., 0, 0)". Only a read past
# the end of the new 20-item tuple puts the old item 20 after the new zeros.
if text.endswith(", 0, marker)"):
    raise RuntimeError("out-of-bounds read: partial repr formatted a stale item past the end of its new args: %r" % text)
print(text)
