# technique: the same route into itertools.permutations' C __setstate__ with r greater than the pool: it reads its indices past their allocation (a crash; red-team pass 66)
# expect: any
import itertools, copy
class T(tuple): pass
class P(itertools.permutations):
    def __reduce__(self):
        return (P, ([1], 40), T(((0,), (1,) * 40)))
p = copy.copy(P([1], 40))
print("made")
print(next(p))
