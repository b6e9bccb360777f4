# copy of user subclasses of stdlib classes whose reduction is theirs: C types
# (OrderedDict, deque, defaultdict, Decimal, datetime) and the stdlib Python __reduce__
# the sandbox allows (Counter, Fraction, Random).
import collections, copy, datetime, decimal, fractions, random
class OD(collections.OrderedDict): pass
class DQ(collections.deque): pass
class DD(collections.defaultdict): pass
class C(collections.Counter): pass
class F(fractions.Fraction): pass
class R(random.Random): pass
class D(decimal.Decimal): pass
class T(datetime.date): pass
od = OD(a=1, b=2); dq = DQ([1, 2]); dd = DD(list, x=[1]); c = C("abca")
r = R(5); r2 = copy.deepcopy(r)
out = [copy.copy(od), copy.deepcopy(dq), copy.copy(dd), copy.deepcopy(c), copy.copy(F(3, 4)),
       r.random() == r2.random(), copy.copy(D("1.5")), copy.deepcopy(T(2024, 1, 2))]
result = [type(x).__name__ + ":" + repr(x) if not isinstance(x, bool) else x for x in out]
