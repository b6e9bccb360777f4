# technique: enum.global_enum with module='builtins' writes members into the real builtins module dict (poisons stdlib and any Python-level harness code)
# expect: SandboxError: cannot delete attribute 'repr' of class 'Poison'
# gap: user code can rebind names in the real builtins module; any Python-level harness code that looks builtins up at run time can be subverted (see 256)
import enum
Poison = enum.Enum("Poison", {"repr": 1, "isinstance": 2, "len": 3}, module="builtins")
enum.global_enum(Poison)
"poisoned"
