# technique: a context manager's __exit__ receives the traceback object directly; then tb_frame
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
frame = g.tb.tb_frame
frame
