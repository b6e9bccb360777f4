# A binary search tree: insert, search, delete (all three cases), traversals (recursive,
# generator-based, level order), height, balance check, floor/ceil, k-th smallest,
# rebuilding a balanced tree from sorted values.
from collections import deque

class BSTNode:
    __slots__ = ("key", "left", "right")
    def __init__(self, key):
        self.key, self.left, self.right = key, None, None

class BST:
    def __init__(self, keys=()):
        self.root = None
        self.size = 0
        for k in keys:
            self.insert(k)

    def insert(self, key):
        def _ins(node):
            if node is None:
                self.size += 1
                return BSTNode(key)
            if key < node.key:
                node.left = _ins(node.left)
            elif key > node.key:
                node.right = _ins(node.right)
            return node
        self.root = _ins(self.root)

    def __contains__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def delete(self, key):
        def _del(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = _del(node.left, key)
            elif key > node.key:
                node.right = _del(node.right, key)
            else:
                if node.left is None:
                    return node.right
                if node.right is None:
                    return node.left
                succ = node.right
                while succ.left:
                    succ = succ.left
                node.key = succ.key
                node.right = _del(node.right, succ.key)
            return node
        self.root = _del(self.root, key)
        self.size -= 1

    def __iter__(self):
        def walk(node):
            if node:
                yield from walk(node.left)
                yield node.key
                yield from walk(node.right)
        return walk(self.root)

    def preorder(self):
        out, stack = [], [self.root] if self.root else []
        while stack:
            n = stack.pop()
            out.append(n.key)
            stack.extend(c for c in (n.right, n.left) if c)
        return out

    def levels(self):
        out, q = [], deque([self.root] if self.root else [])
        while q:
            level = []
            for _ in range(len(q)):
                n = q.popleft()
                level.append(n.key)
                q.extend(c for c in (n.left, n.right) if c)
            out.append(level)
        return out

    def height(self, node="root"):
        node = self.root if node == "root" else node
        return 0 if node is None else 1 + max(self.height(node.left), self.height(node.right))

    def is_balanced(self):
        def check(node):
            if node is None:
                return 0
            l, r = check(node.left), check(node.right)
            if l < 0 or r < 0 or abs(l - r) > 1:
                return -1
            return 1 + max(l, r)
        return check(self.root) >= 0

    def floor(self, key):
        node, best = self.root, None
        while node:
            if node.key == key:
                return key
            if node.key < key:
                best, node = node.key, node.right
            else:
                node = node.left
        return best

    def kth(self, k):
        for i, key in enumerate(self, 1):
            if i == k:
                return key
        raise IndexError(k)

    @classmethod
    def balanced_from(cls, keys):
        keys = sorted(set(keys))
        tree = cls()
        def build(lo, hi):
            if lo > hi:
                return
            mid = (lo + hi) // 2
            tree.insert(keys[mid])
            build(lo, mid - 1)
            build(mid + 1, hi)
        build(0, len(keys) - 1)
        return tree

    def __len__(self):
        return self.size

t = BST([50, 30, 70, 20, 40, 60, 80, 35, 45, 65])
print(list(t), len(t), 45 in t, 55 in t)
print(t.preorder())
print(t.levels(), t.height(), t.is_balanced())
print(t.floor(63), t.floor(10), t.kth(3))
t.delete(20); t.delete(30); t.delete(50)
print(list(t), t.levels(), len(t))
try:
    t.delete(999)
except KeyError as e:
    print("KeyError:", e)
skewed = BST(range(1, 8))
print(skewed.height(), skewed.is_balanced())
bal = BST.balanced_from(range(1, 16))
print(bal.height(), bal.is_balanced(), bal.levels())
