# technique: super_getattro passes su->obj borrowed to the descriptor it finds (property.__get__ -> fget(obj)); with fget = list.sort (a method descriptor: vectorcall passes self borrowed), an item's __lt__ calls super.__init__(s, C, other) (super_init Py_XSETREFs su->obj), which frees the list being sorted; list_sort then writes its sorted items, size and allocation into the freed block, now another object (use-after-free write)
# expect: any
class Mid(list):
    r = property(list.sort)
class C(Mid):
    pass
keep = []
done = []
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if not done:
            done.append(1)
            super.__init__(s, C, repl)     # drops the only reference to the list being sorted
            for _ in range(16):
                keep.append(C(["fresh"]))  # takes the freed block
        return self.v < other.v
repl = C()
o = C([K(3), K(1), K(2)])
s = super(C, o)
del o
try:
    s.r
except (ValueError, RuntimeError):
    pass
for x in keep:
    if len(x) != 1 or x[0] != "fresh":
        raise RuntimeError("use-after-free: list.sort wrote its result into a freed list, now another object: %r" % ([type(i).__name__ for i in x],))
print("super object kept its obj alive")
