# technique: itertools.count in slow mode re-entered from its counter's __add__: the inner next() takes lz->long_cnt's only reference, the outer PyNumber_Add still uses it; the freed counter reaches __radd__ and count returns it (use-after-free)
# expect: any
import itertools

class Cnt(bytes):
    lock = False
    def __index__(self):          # a "number" for count(), but not an int: slow mode
        return 1
    def __add__(self, other):
        if Cnt.lock:
            return 0
        Cnt.lock = True
        next(it)                  # re-entry: returns lz->long_cnt (this very object) and drops it
        Cnt.lock = False
        return NotImplemented     # our frame lets go of `self`: the counter value is freed

class Step:
    def __index__(self):
        return 1
    def __radd__(self, other):    # `other` is the freed counter value
        fresh = Cnt(b'B' * 200)   # same size: takes the freed chunk
        if other is fresh:
            raise RuntimeError("use-after-free: count's freed counter now is another live object %r" % bytes(other[:8]))
        return 1                  # (count would then return the dangling pointer: SIGSEGV)

it = itertools.count(Cnt(b'A' * 200), Step())
next(it)
