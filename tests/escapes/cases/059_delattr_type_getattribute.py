# technique: delattr of a forbidden dunder (__getattribute__) on the module type
# expect: SandboxError: access to attribute '__getattribute__' is not allowed
import json
delattr(type(json), "__getattribute__")
