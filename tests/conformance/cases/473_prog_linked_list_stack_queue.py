# Data-structure exercises: a singly linked list class with the usual operations and
# dunders, a stack and a queue, balanced brackets, shunting-yard infix to postfix and
# RPN evaluation.
import operator

class Node:
    def __init__(self, data, next=None):
        self.data = data
        self.next = next

class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._size = 0
        for x in iterable:
            self.append(x)

    def append(self, data):
        node = Node(data)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self._size += 1

    def prepend(self, data):
        self.head = Node(data, self.head)
        self._size += 1

    def remove(self, data):
        prev, cur = None, self.head
        while cur:
            if cur.data == data:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self._size -= 1
                return True
            prev, cur = cur, cur.next
        raise ValueError(f"{data!r} not in list")

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def middle(self):
        slow = fast = self.head
        while fast and fast.next:
            slow, fast = slow.next, fast.next.next
        return slow.data if slow else None

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.data
            cur = cur.next

    def __len__(self):
        return self._size

    def __contains__(self, x):
        return any(d == x for d in self)

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for k, d in enumerate(self):
            if k == i:
                return d
        raise IndexError("list index out of range")

    def __repr__(self):
        return " -> ".join(map(repr, self)) + " -> None"

class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def peek(self):
        return self._items[-1] if self._items else None
    def __bool__(self):
        return bool(self._items)
    def __len__(self):
        return len(self._items)

class Queue:
    def __init__(self):
        self._in, self._out = [], []
    def enqueue(self, x):
        self._in.append(x)
    def dequeue(self):
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        return self._out.pop()

def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    s = Stack()
    for i, ch in enumerate(text):
        if ch in "([{":
            s.push((ch, i))
        elif ch in pairs:
            if not s or s.peek()[0] != pairs[ch]:
                return f"mismatch at {i}"
            s.pop()
    return "balanced" if not s else f"unclosed at {s.peek()[1]}"

PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
def to_postfix(expr):
    out, ops = [], Stack()
    for tok in expr.replace("(", " ( ").replace(")", " ) ").split():
        if tok in PREC:
            while ops and ops.peek() != "(" and (PREC[ops.peek()] > PREC[tok] or (PREC[ops.peek()] == PREC[tok] and tok != "^")):
                out.append(ops.pop())
            ops.push(tok)
        elif tok == "(":
            ops.push(tok)
        elif tok == ")":
            while ops.peek() != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(tok)
    while ops:
        out.append(ops.pop())
    return " ".join(out)

def eval_rpn(rpn):
    fns = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "^": operator.pow}
    s = Stack()
    for tok in rpn.split():
        if tok in fns:
            b, a = s.pop(), s.pop()
            s.push(fns[tok](a, b))
        else:
            s.push(float(tok))
    return s.pop()

ll = LinkedList([3, 1, 4, 1, 5, 9])
ll.prepend(0)
ll.remove(1)
print(ll, len(ll), 4 in ll, 7 in ll, ll[2], ll[-1], ll.middle())
ll.reverse()
print(ll, list(ll), sorted(ll))
try:
    ll.remove(42)
except ValueError as e:
    print("ValueError:", e)
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
q = Queue()
for i in range(3):
    q.enqueue(i)
print(q.dequeue(), q.dequeue())
q.enqueue(9)
print(q.dequeue(), q.dequeue())
for t in ["{[()()]}", "([)]", "((a+b)", "x)"]:
    print(t, balanced(t))
for e in ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "10 / 4 - 1"]:
    pf = to_postfix(e)
    print(f"{e:<34} {pf:<28} = {eval_rpn(pf)}")
s = Stack()
try:
    s.pop()
except IndexError as e:
    print("IndexError:", e)
