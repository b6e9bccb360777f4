# technique: next(itertools.chain subclass): chain_next calls lz->active's tp_iternext borrowed; active is a map whose first iterator's __next__ calls chain.__setstate__ (copy.copy of an object whose __reduce__ hands back the live chain; a tuple-subclass state passes copy's state filter), freeing the map; map_next then reads lz->iters from the freed map, whose block new map objects took (use-after-free)
# expect: any
import itertools, copy

class C(itertools.chain):
    pass

class T(tuple):                          # copy's state filter rewrites plain 2-tuples
    pass

class X:
    def __reduce__(self):
        global pending
        s, pending = pending, None
        return (getc, (), s)

def getc():
    return c

def setc(state):
    global pending
    pending = state
    copy.copy(X())

keep = []
class A:
    def __next__(self):
        setc(T((iter(()), iter(()))))    # replaces the active iterator: the map object is freed
        for _ in range(16):
            keep.append(map(pow, Other(), Other()))   # map objects take the freed block
        return 1
    def __iter__(self): return self
class B:
    def __next__(self): return 2
    def __iter__(self): return self
class Other:
    def __next__(self):
        raise RuntimeError("use-after-free: map read its iterators from a freed object")
    def __iter__(self): return self

c = C()
setc(T((iter(()), map(lambda a, b: (a, b), A(), B()))))
r = next(c)
print(r)
