# technique: from json import __loader__ (alias names are not Name/Attribute nodes)
# expect: AttributeError: get_data | ImportError | SandboxError
from json import __loader__ as ldr
ldr.get_data("CANARY_PATH")
