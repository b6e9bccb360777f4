# technique: repr(list): list_repr passes each item to PyObject_Repr borrowed; for a slice item, slice_repr formats "slice(%R, %R, %R)" from fields it reads before the first %R, without holding the slice; start's __repr__ clears the list, which frees the slice and its stop/step, and new objects take the freed blocks before stop is formatted (use-after-free)
# expect: any
class Victim:
    def __repr__(self):
        return "victim"

class Other:                        # same instance layout as Victim
    def __repr__(self):
        raise RuntimeError("use-after-free: slice repr formatted a freed stop, reused by another object")

keep = []

class Start:
    def __repr__(self):
        lst.clear()                 # the list held the only reference to the slice
        for _ in range(4):
            keep.append(Other())    # take the freed blocks of stop and step
        return "start"

lst = [slice(Start(), Victim(), Victim())]
text = repr(lst)
if text != "[slice(start, victim, victim)]":
    raise RuntimeError("slice repr read freed memory: %r" % text)
