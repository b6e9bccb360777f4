# technique: super object internals __thisclass__/__self_class__
# expect: any
class A:
    pass
s = super(A, A())
s.__thisclass__
