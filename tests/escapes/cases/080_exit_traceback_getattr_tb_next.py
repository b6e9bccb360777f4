# technique: traceback from __exit__, then checked getattr for 'tb_frame' (prefix rule must apply to getattr too)
# expect: SandboxError: access to attribute 'tb_frame' is not allowed
import json
class Grab:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.tb = tb
        return True
g = Grab()
with g:
    json.loads("{")
frame = getattr(g.tb, "tb_frame")
getattr(frame, "f_globals")["__builtins__"]
