# technique: the same route into combinations_with_replacement's C __setstate__ with an empty pool and a plain state: pool[-1] read, Py_INCREF(NULL) (a crash; red-team pass 66)
# expect: any
import itertools, copy
class W(itertools.combinations_with_replacement):
    def __reduce__(self):
        return (W, ((), 3), (0, 0, 0))
w = copy.copy(W((), 3))
print("made", next(w))
