# technique: replace the captured-output object's text() method through a PrettyPrinter subclass
# expect: AttributeError: '_Capture' object attribute 'text' is read-only
import pprint
class P(pprint.PrettyPrinter): pass
s = P()._stream
def t():
    raise SystemExit(3)
s.text = t
1
