# technique: a generated dataclass __eq__ checked its private fields once, then read them raw: a property read first deleted the user's class default so that PrettyPrinter._dispatch answered (red-team pass 76; a private field no stdlib base defines)
# expect: any
import pprint, dataclasses
got = []
done = []
class X:
    def __eq__(self, o):
        got.append(o)
        return True
@dataclasses.dataclass
class B:
    _a: object = 0
    _dispatch: object = None

class C(B, pprint.PrettyPrinter):
    @property
    def _a(self):
        if not done:
            done.append(1)
            del B._dispatch          # after the guard's check, inside the generated __eq__
        return 1

o = C.__new__(C)
p = C.__new__(C)
p._dispatch = X()
r = (o == p)
def hijack(self, obj, stream, *a):
    stream.write("HIJACKED list")
got[0][list.__repr__] = hijack           # pprint's real dispatch table
(r, [(type(g).__name__, len(g)) for g in got], pprint.pformat(list(range(100))))
