# technique: str subclass whose startswith/endswith/__eq__/__hash__/__contains__ lie to the getattr check
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
class Sneaky(str):
    def startswith(self, *a):
        return False
    def endswith(self, *a):
        return False
    def __eq__(self, other):
        return False
    def __ne__(self, other):
        return True
    def __hash__(self):
        return 12345
    def __contains__(self, x):
        return False
    def __len__(self):
        return 1
g = getattr(json.dumps, Sneaky("__globals__"))
g["__builtins__"]["open"]("CANARY_PATH").read()
