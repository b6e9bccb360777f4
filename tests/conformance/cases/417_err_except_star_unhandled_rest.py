# The part of an exception group no except* clause handles propagates: the error is
# the ExceptionGroup of the rest, at the raise's line.
print("start")
try:
    raise ExceptionGroup("jobs failed", [ValueError("bad value"), TypeError("bad type")])
except* ValueError as eg:
    print("handled", len(eg.exceptions))
print("unreachable")
