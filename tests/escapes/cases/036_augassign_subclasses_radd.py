# technique: CVE-2026-4963: read object.__subclasses__ as an aug-assign target, leak it via __radd__, call via iter()
# expect: IndexError: list index out of range
grab = []
class Catch:
    def __radd__(self, other):
        grab.append(other)
        return other
root = type(()).mro()[-1]
try:
    root.__subclasses__ += Catch()
except Exception:
    pass
classes = next(iter(grab[0], None))
len(classes)
