# technique: rewrite a class's __bases__ at run time
# expect: SandboxError: operation 'object.__setattr__' is not allowed | SandboxError: access to attribute '__bases__' is not allowed
class A:
    pass
class B(A):
    pass
class Other:
    pass
B.__bases__ = (Other,)
B.__mro__
