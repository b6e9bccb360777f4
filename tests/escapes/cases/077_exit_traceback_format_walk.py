# technique: traceback from __exit__, walked by a runtime-built format string (no underscore in 'tb_frame')
# expect: SandboxError: operation 'object.__getattr__' is not allowed in the sandbox (attribute 'tb_frame')
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
fmt = "{0.tb_" + "frame.f_globals}"
fmt.format(g.tb)
