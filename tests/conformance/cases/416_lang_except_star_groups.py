# except* with ExceptionGroup: splitting by type, nested groups, handlers seeing
# sub-groups, and plain except ExceptionGroup. (Not here: raising a new error inside an
# except* clause, which 3.11.4 changed: gh-103590.)
def tasks():
    raise ExceptionGroup("batch", [ValueError("v1"), TypeError("t1"),
                                   ExceptionGroup("inner", [ValueError("v2"), KeyError("k")])])
try:
    tasks()
except* ValueError as eg:
    print("values:", repr(eg), [str(e) for e in eg.exceptions])
except* (TypeError, KeyError) as eg:
    print("others:", repr(eg), len(eg.exceptions))

try:
    try:
        tasks()
    except* ValueError:
        print("handled values only")
except ExceptionGroup as rest:
    print("rest:", rest.message, [type(e).__name__ for e in rest.exceptions], str(rest))
try:
    raise ValueError("naked")
except* ValueError as eg:
    print("naked wrapped:", repr(eg))
eg = ExceptionGroup("many", [ValueError(1), ValueError(2), TypeError(3)])
match_, rest = eg.split(ValueError)
print(repr(match_), repr(rest), repr(eg.subgroup(lambda e: isinstance(e, TypeError))))
print(eg.derive([KeyError(1)]).message, [repr(e) for e in eg.exceptions])
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError:", e)
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message, excs)
try:
    raise MyGroup("mine", [ValueError("a"), TypeError("b")])
except* ValueError as eg:
    print(type(eg).__name__, repr(eg.exceptions))
except* TypeError as eg:
    print(type(eg).__name__, repr(eg.exceptions))
