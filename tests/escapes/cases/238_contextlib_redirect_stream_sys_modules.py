# technique: subclass contextlib.redirect_stdout with _stream = 'modules': __enter__ does getattr(sys, 'modules') and keeps it in _old_targets
# expect: any
import contextlib
class Grab(contextlib.redirect_stdout):
    _stream = "modules"
g = Grab({})
with g:
    modules = g._old_targets[0]
os_mod = modules["os"]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
