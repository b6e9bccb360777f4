# A private augmented assignment directly in a class body (the rewriter turns it into
# several statements there too).
class A:
    _n = 1
class B:
    A._n += 41
    total = A._n
result = [A._n, B.total]
