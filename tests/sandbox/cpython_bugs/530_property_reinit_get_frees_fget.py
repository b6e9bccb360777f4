# technique: property.__get__: property_descr_get calls gs->prop_get borrowed; the getter (a 2-item operator.itemgetter) reaches obj.__getitem__, which calls prop.__init__(None) (property_init rebinds fget) and frees the itemgetter while itemgetter_call still reads ig->item: the freed block is taken by another itemgetter (use-after-free)
# expect: any
import operator
ig = operator.itemgetter
keep = []
class Obj:
    def __getitem__(self, i):
        if i == 0:
            prop.__init__(None)      # drops the itemgetter only the property held
            keep.append((ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6)))
        return i
obj = Obj()
prop = property(operator.itemgetter(0, 1))
r = prop.__get__(obj, Obj)
if r != (0, 1):
    raise RuntimeError("use-after-free: property getter, itemgetter freed: got %r" % (r,))
print("prop", r)
