# technique: json.JSONDecodeError, a stdlib exception class made at start-up, keeps the original unheld str/repr of BaseException (use-after-free through a GenericAlias argument)
# expect: any
# re.error / json.JSONDecodeError / decimal.* / csv.Error / struct.error / zlib.error ... are heap
# classes created before fix_cpython: their tp_str/tp_repr are the ORIGINAL BaseException_str/repr.
import json
class Other:
    def __repr__(self): return "OTHER(freed tuple reused)"
keep = []
class Evil:
    def __getattr__(self, name):
        if name == "__origin__":
            e.args = ()                      # frees args, the GenericAlias and its args tuple
            keep.append((Other(), Other()))  # takes the freed 2-tuple from the free list
        raise AttributeError(name)
    def __repr__(self): return "evil"
e = json.JSONDecodeError("m", "d", 0)
e.args = (list[Evil(), int],)                # ga_repr holds neither itself nor args[i]
print(str(e))
