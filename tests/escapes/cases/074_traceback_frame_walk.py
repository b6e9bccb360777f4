# technique: except ... as e: e.__traceback__ -> tb_next -> tb_frame (stdlib frame) -> f_globals['__builtins__']
# expect: SandboxError: access to attribute 'tb_frame' is not allowed
import json
try:
    json.loads("{")
except Exception as e:
    tb = e.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    tb.tb_frame.f_globals["__builtins__"]["open"]("CANARY_PATH").read()
