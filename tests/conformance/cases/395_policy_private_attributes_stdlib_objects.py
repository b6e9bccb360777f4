# Single-underscore attributes are plain attributes: on stdlib objects (namedtuple's API,
# enum members, Fraction, PrettyPrinter, deque-based classes) and user classes alike.
import collections, enum, fractions, pprint, decimal, string

Pt = collections.namedtuple("Pt", "x y", defaults=(0,))
p = Pt(1)
print(p._fields, p._field_defaults, p._asdict(), p._replace(y=5), Pt._make([3, 4]))

class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(Color.RED._value_, Color.RED._name_, Color._member_names_, list(Color._member_map_))
print(Color._value2member_map_[2], Color.GREEN._sort_order_)

f = fractions.Fraction(6, 8)
print(f._numerator, f._denominator)
pp = pprint.PrettyPrinter(width=40, indent=2)
print(pp._width, pp._indent_per_level, pp._depth, pp._compact)
t = string.Template("$who likes $what")
print(t.template, t.delimiter, t.idpattern[:10], t.flags)
ctx = decimal.Context(prec=5)
print(ctx.prec, ctx.rounding, ctx.Emax)
class Account:
    def __init__(self):
        self._balance = 10
        self.__pin = 1234
a = Account()
a._balance += 5
print(a._balance, a._Account__pin, sorted(vars(a)))
