from collections import deque, ChainMap, Counter, OrderedDict, UserDict
dq = deque([1, 2, 3, 4, 5])
dq.rotate(2)
dq.appendleft(0)
dq.pop()
bounded = deque(maxlen=3)
for i in range(6):
    bounded.append(i)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm2 = cm.new_child({"c": 4})
c1 = Counter("mississippi")
c2 = Counter({"s": 1, "z": 2})
od = OrderedDict.fromkeys("abc")
first = od.popitem(last=False)
class UD(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
u = UD()
u["KEY"] = 1
[list(dq), list(bounded), cm["a"], cm["b"], dict(cm2), c1.most_common(2), dict(c1 + c2), dict(c1 - c2), dict(c1 & c2),
 c1.total(), sorted(c1.elements())[:5], first, list(od), dict(u), list(cm2.keys())]
