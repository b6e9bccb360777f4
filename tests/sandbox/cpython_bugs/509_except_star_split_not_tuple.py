# technique: except* calls exc.split(type) and reads the result as a 2-tuple unchecked (3.11 asserts only, _PyEval_ExceptionGroupMatch): an instance attribute `split` returning any object makes CPython read items from its memory; a slots object binds a non-exception, a float or int crashes, a Random's state words forge pointers
# expect: any
class Pair:
    __slots__ = ('a', 'b', 'c')       # slot b sits where a tuple's item 0 is, slot c where item 1 is

p = Pair()
p.b = "not an exception"
p.c = None
eg = ExceptionGroup("x", [ValueError()])
eg.split = lambda *args: p            # no subclass needed: the instance dict wins
try:
    raise eg
except* ValueError as e:
    got = e
if not isinstance(got, BaseException):
    raise RuntimeError("except* bound %r, read out of a %s as if it were a tuple" % (got, type(p).__name__))
