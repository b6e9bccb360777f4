# id() is stock: stable for one object, distinct for live distinct objects, in agreement
# with `is`; id-keyed memo tables (the usual visited-set idiom) work. The number itself is
# never printed (it is an address).
a = [1, 2]
b = [1, 2]
c = a
print(id(a) == id(a), id(a) == id(c), id(a) != id(b), a == b)
print((id(a) == id(b)) == (a is b), (id(a) == id(c)) == (a is c))
print(type(id(a)).__name__, id(a) > 0, id(None) == id(None))
objs = [object() for _ in range(50)]
print(len({id(o) for o in objs}))

def walk(node, seen=None):
    # a graph with a cycle and a shared child: each node visited once
    seen = set() if seen is None else seen
    if id(node) in seen:
        return 0
    seen.add(id(node))
    return 1 + sum(walk(ch, seen) for ch in node["children"])

leaf = {"name": "leaf", "children": []}
root = {"name": "root", "children": [leaf, leaf]}
mid = {"name": "mid", "children": [root, leaf]}
root["children"].append(mid)
print(walk(root))

memo = {}
def cached_len(x):
    key = id(x)
    if key not in memo:
        memo[key] = (x, len(x))   # keep x alive so its id stays unique
    return memo[key][1]
print(cached_len(a), cached_len(a), cached_len(b), len(memo))
class K:
    pass
k1, k2 = K(), K()
print(id(k1) != id(k2), id(K) == id(type(k1)), id(k1.__class__) == id(K))
print(hash(k1) == hash(k1), (k1 == k2) is False)
