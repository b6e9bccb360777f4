# technique: gen.throw() looks up the delegate's throw while the generator counts as suspended: the lookup (__getattr__) resumes the generator, which suspends elsewhere; the throw() found raises and CPython pops 'the delegate' (the for loop's iterator) and jumps by a constant index the user picked: FOR_ITER on an int (a crash; red-team pass 71)
# expect: any
n = [0]
class D:
    def __iter__(self): return self
    def __next__(self):
        n[0] += 1
        if n[0] == 1: return 'first'
        raise StopIteration
    def __getattr__(self, name):
        if name == 'throw':
            print('lookup: resuming G ->', G.send(None))
            def throw(*a):
                raise StopIteration('v')
            return throw
        raise AttributeError(name)
L = [1, 2, 3]
def g():
    for x in L:
        yield from D()
        yield 'plain'
    return 'end'
G = g()
print(next(G))
print('throw ->', G.throw(KeyError))
