# A StringIO subclass's own close() and __del__ run when it is dropped; pprint of a
# dataclass with a field hidden from repr.
import csv, pprint
from dataclasses import dataclass, field
out = []
class F(csv.StringIO):
    def close(self):
        out.append("closed")
        super().close()
class G(csv.StringIO):
    def __del__(self):
        out.append("del")
f = F("x")
del f
g = G()
del g
@dataclass
class P:
    name: str
    secret: str = field(default="s", repr=False)
    tags: list = field(default_factory=list)
result = [out, pprint.pformat(P("a", tags=list(range(30))), width=40)]
