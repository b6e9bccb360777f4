# technique: from json import __loader__ (alias names are not Name/Attribute nodes)
# expect: AttributeError: 'NoneType' object has no attribute 'get_data'
from json import __loader__ as ldr
ldr.get_data("CANARY_PATH")
