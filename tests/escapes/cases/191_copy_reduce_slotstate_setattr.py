# technique: copy.copy + __reduce__ state (None, {name: value}) makes copy call the real setattr on any object
# expect: any
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
