# technique: lst[::2] = it: list_ass_subscript computes the slice length from the list's size, then PySequence_Fast runs the iterable's __iter__, which shrinks the list (gh-120384, fixed upstream in 3.12/3.13): the items past the new end are written and their stale pointers decref'd again, so an item still referenced elsewhere is freed (use-after-free; clear() instead gives a write through NULL)
# expect: any
class Victim:
    pass

class Other:                        # same instance layout as Victim
    pass

victims = [Victim() for _ in range(10)]
lst = list(victims)                 # 10 items, allocated 10
held = victims[6]                   # a second reference to the item at index 6
del victims

class Shrink:
    def __iter__(self):
        del lst[5:]                 # size 5, same buffer: slots 5..9 keep stale pointers
        return iter([0, 1, 2, 3, 4])

try:
    lst[::2] = Shrink()             # slice length 5 was computed before the list shrank
except ValueError:
    pass                            # upstream fix: "attempt to assign sequence of size 5 to extended slice of size 3"
else:
    # held's object lost the list's reference twice: it was freed while `held` names it.
    spray = [Other() for _ in range(64)]
    if type(held) is not Victim:
        raise RuntimeError("use-after-free: an object still referenced was freed by the extended-slice assignment; it is now a %s" % type(held).__name__)
    raise RuntimeError("extended-slice assignment wrote past the end of a shrunken list (size %d)" % len(lst))
