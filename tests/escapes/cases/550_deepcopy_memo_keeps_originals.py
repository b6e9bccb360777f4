# technique: deepcopy keeps every original it copies alive in a list stored in the memo (memo[id(memo)]), which the caller's memo and every user __deepcopy__ hook see: the originals of a reduction's arguments reach user code that way (random.choice reduces to getattr(random._inst, 'choice'): the module's private shared generator, original)
# expect: any
import copy, random
m = {}
copy.deepcopy([random.choice, [1, 2]], m)
lists = [v for v in m.values() if type(v) is list]
originals = [x for l in lists for x in l if type(x) is random.Random]
if originals:
    # the shared generator itself: drawing from it changes what random.random() returns
    state = random.getstate()
    originals[0].seed(1)
    same = random.getstate() != state
    raise RuntimeError("deepcopy's memo handed back an original stdlib object%s" %
                       (" (random's own generator)" if same else ""))
result = "copies only"
