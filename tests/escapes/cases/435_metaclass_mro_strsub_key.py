# technique: a metaclass namespace key that is a str subclass with text "zzz", hash("mro") and an __eq__ that answers "mro" only from its 4th comparison: bad_namespace (text) passes it, custom_mro's PyDict_GetItemString probes are told no, then type.__new__'s mro_internal lookup (lookup_maybe_method "mro") finds it: a class whose MRO has no object (the case-415/422 precondition)
# expect: any
n = [0]
class K(str):
    def __hash__(self):
        return hash("mro")
    def __eq__(self, other):
        if type(other) is str and str.__eq__(other, "mro"):
            n[0] += 1
            return n[0] >= 4          # guard probes (1 at MM's creation, 2 in M2's precheck) see "no"
        return str.__eq__(self, other)
MM = type("MM", (type,), {K("zzz"): lambda cls: (cls, type)})
M2 = MM("M2", (type,), {})
print(M2.__mro__, n)
