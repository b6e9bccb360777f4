# technique: super object internals __thisclass__/__self_class__
# expect: SandboxError: access to attribute '__thisclass__' is not allowed
class A:
    pass
s = super(A, A())
s.__thisclass__
