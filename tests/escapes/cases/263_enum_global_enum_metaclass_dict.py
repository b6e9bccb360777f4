# technique: a metaclass __dict__ property lies to the global_enum wrapper about __module__, poisoning the real builtins
# expect: any
import enum, typing
M = type("M", (enum.EnumType,), {"__dict__": property(lambda c: {"__module__": "__main__"})})
seen = []
class Mixin:
    def __call__(self, obj, name, *default):
        seen.append(obj)
        return default[0] if default else None
class P(Mixin, enum.Enum, metaclass=M):
    __module__ = "builtins"
    getattr = 1
enum.global_enum(P)
class C:
    x: int
C.__module__ = "sys"
typing.get_type_hints(C)
mods = [o for o in seen if type(o).__name__ == "module"]
sysm = [m for m in mods if m.__name__ == "sys"][0]
(repr(sysm), sysm.modules["os"].getpid(), "_getframe" in dir(sysm))
