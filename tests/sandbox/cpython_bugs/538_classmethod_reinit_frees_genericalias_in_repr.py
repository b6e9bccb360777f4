# technique: classmethod.__init__ again during the repr of the GenericAlias it holds (ga_repr does not hold itself): the alias is freed mid-repr
# expect: any
class Other:
    def __repr__(self): return "OTHER(freed tuple reused)"
keep = []
def f(): pass
class Evil:
    def __getattr__(self, name):
        if name == "__origin__":
            cm.__init__(f)                   # drops the only reference to the GenericAlias
            keep.append((Other(), Other()))
        raise AttributeError(name)
    def __repr__(self): return "evil"
cm = classmethod(list[Evil(), int])
print(repr(cm))
