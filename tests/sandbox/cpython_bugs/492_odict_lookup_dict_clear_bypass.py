# technique: the crash of 491 through dict's own clear applied to the OrderedDict (dict.clear(od) bypasses the OrderedDict's methods) from a key's __eq__ during move_to_end
# expect: any
import collections
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        dict.clear(od)
        return False
class J:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return NotImplemented
od = collections.OrderedDict()
od[J()] = 1
od.move_to_end(K())
