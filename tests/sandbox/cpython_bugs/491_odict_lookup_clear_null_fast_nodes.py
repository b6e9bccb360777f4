# technique: OrderedDict.move_to_end(key): _odict_find_node_hash -> _odict_get_index_raw runs the key lookup (key.__eq__) and then indexes od->od_fast_nodes; an __eq__ that clears the OrderedDict frees od_fast_nodes (NULL) and the stale keys->dk_nentries is used -> NULL/freed-array dereference -> SIGSEGV (same for pop/__delitem__/__setitem__)
# expect: any
import collections
class E:
    def __init__(self, od):
        self.od = od
    def __hash__(self):
        return hash("victim-key")
    def __eq__(self, other):
        od = self.od
        if od is not None:
            self.od = None
            od.clear()          # _odict_clear_nodes: od_fast_nodes freed and set to NULL
        return NotImplemented
od = collections.OrderedDict()
od["victim-key"] = 1
od["x"] = 2
od.move_to_end(E(od))
"not reached"
