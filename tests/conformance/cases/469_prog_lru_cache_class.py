# LRU caches written two ways (OrderedDict, and dict + doubly linked list as in the
# LeetCode problem), a TTL variant driven by a fake clock, and a memoize decorator.
from collections import OrderedDict
import functools

class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key not in self.data:
            self.misses += 1
            return -1
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("evict", evicted)

    def __repr__(self):
        return f"LRUCache({list(self.data.items())})"

class _Node:
    __slots__ = ("key", "value", "prev", "next")
    def __init__(self, key=None, value=None):
        self.key, self.value = key, value
        self.prev = self.next = None

class LinkedLRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.map = {}
        self.head, self.tail = _Node(), _Node()
        self.head.next, self.tail.prev = self.tail, self.head

    def _remove(self, node):
        node.prev.next, node.next.prev = node.next, node.prev

    def _push_front(self, node):
        node.next, node.prev = self.head.next, self.head
        self.head.next.prev = node
        self.head.next = node

    def get(self, key):
        node = self.map.get(key)
        if node is None:
            return -1
        self._remove(node)
        self._push_front(node)
        return node.value

    def put(self, key, value):
        if key in self.map:
            self._remove(self.map[key])
        node = _Node(key, value)
        self.map[key] = node
        self._push_front(node)
        if len(self.map) > self.capacity:
            lru = self.tail.prev
            self._remove(lru)
            del self.map[lru.key]

    def keys(self):
        out, node = [], self.head.next
        while node is not self.tail:
            out.append(node.key)
            node = node.next
        return out

class FakeClock:
    def __init__(self):
        self.now = 0.0
    def __call__(self):
        return self.now

class TTLCache(LRUCache):
    def __init__(self, capacity, ttl, clock):
        super().__init__(capacity)
        self.ttl, self.clock = ttl, clock
        self.stamps = {}
    def put(self, key, value):
        super().put(key, value)
        self.stamps[key] = self.clock()
    def get(self, key):
        if key in self.data and self.clock() - self.stamps[key] > self.ttl:
            del self.data[key]
            del self.stamps[key]
        return super().get(key)

ops = [("put", 1, 1), ("put", 2, 2), ("get", 1), ("put", 3, 3), ("get", 2), ("put", 4, 4), ("get", 1), ("get", 3), ("get", 4)]
for impl in (LRUCache(2), LinkedLRU(2)):
    out = []
    for op in ops:
        if op[0] == "put":
            impl.put(op[1], op[2])
        else:
            out.append(impl.get(op[1]))
    print(type(impl).__name__, out, impl.keys() if isinstance(impl, LinkedLRU) else impl)
c = LRUCache(2)
for k in "abcab":
    c.get(k)
    c.put(k, k.upper())
print(c, c.hits, c.misses)
clock = FakeClock()
ttl = TTLCache(3, ttl=5, clock=clock)
ttl.put("x", 1)
clock.now = 3
ttl.put("y", 2)
clock.now = 7
print(ttl.get("x"), ttl.get("y"), ttl)

def memoize(fn):
    cache = {}
    @functools.wraps(fn)
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper

@memoize
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)
print(grid_paths(16, 16), len(grid_paths.cache), grid_paths.__name__)
