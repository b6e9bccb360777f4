# technique: the same handler inside int-to-decimal conversion (SIGCHECK per digit): json.dumps of a borrowed big int whose __del__-cleared list freed it mid-conversion printed digits read from freed memory (red-team pass 74)
# expect: any
import json
log = []
V = (1 << 12000) - 1                 # 400 digits of 30 bits, all ones; 3613 decimal digits
SPRAY = [bytearray() for _ in range(8)]
class D:
    def __del__(self):
        log.append(len(L))
        L.clear()                      # frees the int json is converting (borrowed list item)
        for b in SPRAY:                # same malloc size: the freed digits become zeros
            b += bytes(1624 - 1)
keep = [[] for _ in range(2000)]
out = None
for attempt in range(20):
    L = ["a" * 30_000_000, V + 0]      # a fresh copy of V, held only by L
    d = D(); d.me = d; del d
    out = json.dumps(L)[30_000_005:-1]
    if log:
        break
print(log, out == str(V), len(out), out[:60], out[-60:])
if not log or out != str(V):
    raise RuntimeError('digits read from freed memory' if log else 'no collection happened')
