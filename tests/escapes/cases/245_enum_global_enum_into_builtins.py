# technique: enum.global_enum with module='builtins' writes members into the real builtins module dict (poisons stdlib and any Python-level harness code)
# expect: any
import enum
Poison = enum.Enum("Poison", {"repr": 1, "isinstance": 2, "len": 3}, module="builtins")
enum.global_enum(Poison)
"poisoned"
