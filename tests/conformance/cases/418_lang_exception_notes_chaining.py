# Exceptions: add_note/__notes__, raise from, implicit chaining, suppressed context,
# custom exceptions with extra fields and __str__, args, and with_traceback(None).
class ValidationError(Exception):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field, self.problem = field, problem
    def __str__(self):
        return "%s: %s" % (self.field, self.problem)

def parse_age(text):
    try:
        return int(text)
    except ValueError as e:
        raise ValidationError("age", "not a number") from e

try:
    parse_age("abc")
except ValidationError as e:
    e.add_note("while reading row 3")
    e.add_note("file people.csv")
    print(e, e.args, e.__notes__, type(e.__cause__).__name__, e.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("lookup failed")
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("clean") from None
except ValueError as e:
    print(repr(e), e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
e = KeyError("missing")
print(str(e), repr(e), str(KeyError()), repr(OSError(2, "No such file")), str(OSError(2, "nf")))
try:
    e.add_note(3)
except TypeError as err:
    print("TypeError:", err)
print(isinstance(e.with_traceback(None), KeyError), e.__traceback__, ValueError("a", 1).args)
class E2(Exception):
    pass
try:
    raise E2
except E2 as err:
    print(repr(err), err.args, str(err) == "")
print(issubclass(ValidationError, Exception), ValidationError.__mro__[1].__name__)
print([cls.__name__ for cls in (LookupError, ArithmeticError) for _ in [0]], issubclass(KeyError, LookupError))
