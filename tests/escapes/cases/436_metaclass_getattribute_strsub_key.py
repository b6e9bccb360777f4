# technique: metaclass_override() compares keys by text ("zz" is not "__getattribute__") and only refuses type's getset/member names; a str-subclass key hashing/comparing like "__getattribute__" is found by update_one_slot, so the metaclass gets slot_tp_getattr_hook and its classes lie about __name__/__mro__/__module__ (what case 429 reached through a captured refused class)
# expect: any
class K(str):
    def __hash__(self):
        return hash("__getattribute__")
    def __eq__(self, other):
        return other == "__getattribute__" or str.__eq__(self, other)
M = type("M", (type,), {K("zz"): lambda cls, n: "LIE:" + n})
C = M("C", (), {})
print(type(C).__name__, C.__name__, C.__mro__, C.__module__)
