# technique: copy.copy + __reduce__ state (None, {name: value}) makes copy call the real setattr on any object
# expect: SandboxError: copy state attribute '__kwdefaults__' is not allowed
# gap: copy._reconstruct is an unchecked setattr with names given as data; only the audit hook (object.__setattr__ on __kwdefaults__/__code__/__defaults__/__class__) can stop it
import copy
import json
class Enc(json.JSONEncoder):
    pass
def target():
    return json.dumps
class Evil:
    def __reduce__(self):
        return (target, (), (None, {"__kwdefaults__": {"cls": Enc}}))
copy.copy(Evil())
