# technique: stdlib function __globals__ -> __builtins__ -> __import__('os')
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
g = json.dumps.__globals__
g["__builtins__"]["__import__"]("os").system("touch MARKER_PATH")
