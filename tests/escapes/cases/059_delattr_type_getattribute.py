# technique: delattr of a forbidden dunder (__getattribute__) on the module type
# expect: any
import json
delattr(type(json), "__getattribute__")
