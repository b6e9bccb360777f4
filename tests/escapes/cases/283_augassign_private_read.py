# technique: obj._x += v reads obj._x without a Load node; __radd__ captures the value
# expect: any
import pprint
grab = []
class Catch:
    def __radd__(self, other):
        grab.append(other)
        return other
p = pprint.PrettyPrinter()
p._stream += Catch()
