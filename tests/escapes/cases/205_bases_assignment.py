# technique: rewrite a class's __bases__ at run time
# expect: any
class A:
    pass
class B(A):
    pass
class Other:
    pass
B.__bases__ = (Other,)
B.__mro__
