# technique: re.error was made at start-up, before the exception str/repr fixes, and copied the original BaseException repr: args[0] (a GenericAlias whose repr looks up __origin__ on its arguments) is formatted borrowed, and the lookup rebinds e.args (use-after-free; SIGSEGV)
# expect: any
# re.error / json.JSONDecodeError / decimal.* / csv.Error / struct.error / zlib.error ... are heap
# classes created before fix_cpython: their tp_str/tp_repr are the ORIGINAL BaseException_str/repr.
import re
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
e = re.error("x")
e.args = (list[Evil(), int],)                # ga_repr holds neither itself nor args[i]
print(repr(e))
