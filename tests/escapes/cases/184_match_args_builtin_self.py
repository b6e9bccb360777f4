# technique: match/case with __match_args__ = ('__self__',) on len -> the real builtins module
# expect: any
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__self__",)})
match len:
    case Peek(bi):
        pass
os_mod = bi.vars(bi)["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
