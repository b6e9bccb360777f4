# list and OrderedDict comparisons, deque.index/remove, bytearray item assignment from an
# int-like and join over a generator: as in CPython (the sandbox works on snapshots).
import collections
class I:
    def __index__(self):
        return 66
a, b = [1, [2, 3], "x"], [1, [2, 4]]
od1 = collections.OrderedDict([("a", 1), ("b", 2)])
od2 = collections.OrderedDict([("b", 2), ("a", 1)])
dq = collections.deque([5, 6, 7, 6])
r = [a < b, a == a[:], [] < [0], [1, 2] >= [1, 2], a != b, [1] == (1,),
     od1 == od2, od1 == dict(od2), od1 != od2, od1 == collections.OrderedDict(od1),
     dq.index(6), dq.index(6, 2), dq.index(7, -3, 4)]
dq.remove(6)
r.append(list(dq))
try:
    dq.remove(9)
except ValueError as e:
    r.append(str(e))
try:
    dq.index(9)
except ValueError as e:
    r.append(str(e))
ba = bytearray(b"abc")
ba[1] = I()
r.append(bytes(ba).decode())
r.append(bytes(bytearray(b"-").join(x for x in (b"p", b"q", bytearray(b"r")))).decode())
result = r
