# collections: Counter arithmetic and most_common, deque rotation/maxlen, defaultdict
# trees, OrderedDict as LRU, ChainMap scopes, UserDict/UserList subclasses.
from collections import Counter, deque, defaultdict, OrderedDict, ChainMap, UserDict, UserList
words = "the quick brown fox jumps over the lazy dog the end".split()
c = Counter(words)
print(c.most_common(2), c["the"], c["missing"], sum(c.values()), len(c))
c2 = Counter("abracadabra")
print(c2.most_common(3), sorted(c2.elements())[:5], c2 - Counter("aab"), c2 & Counter("aaz"), +Counter(a=-1, b=2))
c2.update("zz"); c2.subtract({"a": 5})
print(c2["z"], c2["a"], c2.total(), Counter(a=1) == Counter(a=1, b=0))
d = deque(range(5), maxlen=5)
d.rotate(2); d.append(9); d.appendleft(-1)
print(d, d.maxlen, d.popleft(), d.pop(), d.count(9), d.index(1))
d.extendleft([7, 8]); d.rotate(-1)
print(list(d), d[0], d[-1])
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
def plain(d):
    return {k: plain(v) if isinstance(v, defaultdict) else v for k, v in d.items()}
print(plain(t))
groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(dict(groups), groups.default_factory is list)
lru = OrderedDict()
for k in "abcab":
    lru[k] = ord(k)
    lru.move_to_end(k)
    if len(lru) > 2:
        lru.popitem(last=False)
print(lru, list(lru), OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap({}, env, defaults)
cm["theme"] = "dark"
print(cm["user"], cm["color"], sorted(cm), cm.maps[0], cm.new_child({"user": "x"})["user"], cm.parents["user"])
class LowerDict(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
ld = LowerDict({"A": 1})
ld["B"] = 2
print(ld, ld.data, "a" in ld)
class Stack(UserList):
    def push(self, x):
        self.append(x)
s = Stack([1])
s.push(2)
print(s, s.pop(), type(s + [3]).__name__)
