# technique: gen.throw() on a generator suspended in `yield from it` looks up it.throw while the generator counts as suspended: the lookup (__getattr__) closes the generator (its frame cleared), the throw() found raises, and CPython pops the delegate off the cleared frame and releases it: a local freed twice, a frame object in user hands (red-team pass 70)
# expect: any
class Victim:
    def __del__(self):
        print("victim freed")
class D:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
    def __getattr__(self, name):
        print("lookup", name)
        if name == "throw":
            G.close()
            print("closed")
            def throw(*a):
                raise ValueError("x")
            return throw
        raise AttributeError(name)
keep = [Victim()]
def g(v):
    yield from D()
G = g(keep[0])
next(G)
try:
    G.throw(KeyError)
except BaseException as e:
    print("throw raised", type(e).__name__, e)
print("still holding", type(keep[0]))
if type(keep[0]).__name__ != 'Victim':
    raise RuntimeError('use-after-free: the generator released its local twice')
