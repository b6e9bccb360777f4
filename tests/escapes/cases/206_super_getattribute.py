# technique: super(...).__getattribute__('__dict__') to bypass an overriding getattr
# expect: any
class A:
    pass
a = A()
super(A, a).__getattribute__("__dict__")
