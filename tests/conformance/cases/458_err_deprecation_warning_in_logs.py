# Warnings are part of the logs, as a terminal shows a script's stderr: a
# DeprecationWarning raised on behalf of __main__ code is shown by CPython's default
# filters.
import enum
class Color(enum.Enum):
    RED = 1
print("before")
try:
    1 in Color
except TypeError:
    print("TypeError")
class Cmp:
    def __eq__(self, other):
        return NotImplemented
    def __ne__(self, other):
        return not self.__eq__(other)
print(Cmp() != Cmp())
print("after")
