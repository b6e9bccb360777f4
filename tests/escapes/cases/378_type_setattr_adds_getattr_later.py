# technique: a plain user class gets __getattr__ added after creation through type.__setattr__, past the creation-time forwarding check and the AST's store rule
# expect: any
class X:
    pass
def fwd(self, name):
    return name
type.__setattr__(X, "__getattr__", fwd)
print(X().anything)
