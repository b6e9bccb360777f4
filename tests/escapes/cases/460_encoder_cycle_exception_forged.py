# technique: the encoder calls repr(v) inside `except _Cycle` (harness.py _Encoder.container), so an exception raised in a user __repr__ there gets the harness's _Cycle instance as __context__: user code obtains the harness class _safepy_harness._Cycle, then raises a forged _Cycle(address of the result list, from object.__repr__) to steer the encoder's control flow (the whole list result is reported as its repr string)
# expect: IndexError
got = []
class A:
    def __repr__(self):
        try:
            raise ValueError
        except ValueError as e:
            if e.__context__ is not None:
                got.append(e.__context__)
        return "A"
L = [A()]
L.append(L)
state = [0]
class T:
    def __repr__(self):
        state[0] += 1
        if state[0] == 1 and got:
            Cyc = type(got[0])
            addr = int(object.__repr__(R).rsplit(" ", 1)[1][:-1], 16)
            raise Cyc(addr)
        return "T(harness class seen: %s.%s)" % (type(got[0]).__module__, type(got[0]).__name__)
R = [L, T()]
result = R
