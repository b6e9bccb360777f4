# technique: str(KeyError(x)) does PyObject_Repr(args[0]) borrowed from the args tuple; x is an itertools.count whose repr formats "count(%R, %R)" from its own fields without holding itself; start's __repr__ rebinds e.args, which frees the tuple, the count and its step, and new objects take the freed blocks before step is formatted (use-after-free)
# expect: any
import itertools

class Victim:
    def __repr__(self):
        return "victim"
    def __index__(self):
        return 2

class Other:                        # same instance layout as Victim
    def __repr__(self):
        raise RuntimeError("use-after-free: count repr formatted a freed step, reused by another object")

keep = []

class Start:
    def __repr__(self):
        e.args = ()                 # the args tuple held the only reference to the count
        for _ in range(4):
            keep.append(Other())    # take the freed block of step
        return "start"
    def __index__(self):
        return 0

e = KeyError(itertools.count(Start(), Victim()))
text = str(e)
if text != "count(start, victim)":
    raise RuntimeError("count repr read freed memory: %r" % text)
