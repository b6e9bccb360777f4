# technique: the result's __repr__ returns a str subclass whose encode() lies, so _jstr() skips the surrogate escape; run() then dies in out.encode() and the reply is a fake InternalError with the logs dropped (exit 4)
# expect: ok
class S(str):
    def encode(self, *a, **k):
        return b""
class R:
    def __repr__(self):
        return S("x\ud800y")
print("these logs and the result are lost")
R()
