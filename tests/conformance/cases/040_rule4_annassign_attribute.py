class A:
    pass
a = A()
a.v: int = 3
