# operator: attrgetter (dotted, several), itemgetter, methodcaller with arguments,
# sorting with them, and the function forms of the operators.
import operator
from operator import attrgetter, itemgetter, methodcaller
class Addr:
    def __init__(self, city, zip_):
        self.city, self.zip = city, zip_
class Person:
    def __init__(self, name, age, city):
        self.name, self.age, self.addr = name, age, Addr(city, 1000 + age)
    def greet(self, greeting, punct="."):
        return "%s, %s%s" % (greeting, self.name, punct)
people = [Person("cy", 30, "Oslo"), Person("al", 25, "Rome"), Person("bo", 30, "Bern")]
print([p.name for p in sorted(people, key=attrgetter("age", "name"))])
print(attrgetter("addr.city")(people[0]), attrgetter("name", "addr.zip")(people[1]))
print(list(map(methodcaller("greet", "Hi", punct="!"), people)))
print(methodcaller("split", ",", 1)("a,b,c"), methodcaller("upper")("x"))
rows = [("b", 2, 9.5), ("a", 2, 1.0), ("c", 1, 3.3)]
print(sorted(rows, key=itemgetter(1, 0)), itemgetter(0)(rows), itemgetter(slice(1, None))(rows[0]))
print(itemgetter("k", "v")({"k": 1, "v": 2}), max(rows, key=itemgetter(2)))
try:
    attrgetter("missing")(people[0])
except AttributeError as e:
    print("AttributeError:", e)
print(operator.add(2, 3), operator.mul("ab", 2), operator.truediv(7, 2), operator.floordiv(7, 2),
      operator.neg(5), operator.not_(0), operator.contains([1, 2], 2), operator.concat([1], [2]),
      operator.getitem({"a": 1}, "a"), operator.is_(None, None), operator.pow(2, 10), operator.xor(6, 3))
lst = [1, 2, 3]
operator.setitem(lst, 0, 9); operator.delitem(lst, 1)
print(lst, operator.iadd([1], [2]), operator.countOf([1, 1, 2], 1), operator.indexOf("abc", "c"))
print(operator.call(max, 1, 5) if hasattr(operator, "call") else 5, repr(attrgetter("a.b")), repr(itemgetter(1)), repr(methodcaller("f", 1, k=2)))
