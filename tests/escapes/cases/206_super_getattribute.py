# technique: super(...).__getattribute__('__dict__') to bypass an overriding getattr
# expect: SandboxError: access to attribute '__getattribute__' is not allowed
class A:
    pass
a = A()
super(A, a).__getattribute__("__dict__")
