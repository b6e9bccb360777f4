# technique: copy slot state setattr(y, '__dict__', d) swaps a stdlib instance's dict for one the user holds
# expect: any
import copy, pprint
pp = pprint.PrettyPrinter()
d = {}
class X:
    def __reduce_ex__(self, proto):
        return (lambda: pp, (), (None, {'__dict__': d}))
copy.copy(X())
pp.__init__()
print(d)
