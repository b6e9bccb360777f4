# technique: defaultdict.__missing__ calls default_factory borrowed; the factory (a functools.partial of a 2-item operator.itemgetter) is dropped by `dd.default_factory = None` from the first __getitem__ it makes, freeing the itemgetter while itemgetter_call still reads ig->item for the second item (use-after-free: the freed block is taken by another itemgetter, whose items are then used)
# expect: any
import collections, functools, operator

class Obj:
    def __getitem__(self, i):
        if i == 0:
            dd.default_factory = None          # frees the partial, and the itemgetter only it held
            # take the freed itemgetter's block (no loop: a range iterator is the same size)
            keep.append((ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6), ig(5, 6)))
        return i

keep = []
ig = operator.itemgetter
obj = Obj()
dd = collections.defaultdict(functools.partial(operator.itemgetter(0, 1), obj))
r = dd["k"]
if r != (0, 1):
    raise RuntimeError("use-after-free: itemgetter read its items from a freed object: got %r" % (r,))
