# An exception group left unhandled: the error names the group and its count.
try:
    raise ExceptionGroup("eg", [ValueError("v"), TypeError("t")])
except ExceptionGroup as eg:
    handled, rest = eg.split(ValueError)
    print("handled value errors:", len(handled.exceptions))
    raise rest
