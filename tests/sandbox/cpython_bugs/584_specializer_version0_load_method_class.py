# technique: the specializer caches a class's type version as the guard, and a class changed since its last lookup has version 0 until a lookup of a name of at most 100 characters gives it a new one: with a 120-character method name LOAD_METHOD_CLASS cached 0 and a function it did not hold; deleting the method freed it, and the next call (guard 0 == 0) called freed memory (red-team pass 70)
# expect: any
class C:
    def mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm():
        return 1
C.zz = 1
def go():
    return C.mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm()
for i in range(100):
    go()
del C.mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
junk = [(lambda: 2) for i in range(1000)]
print(go())
