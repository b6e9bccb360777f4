# technique: a runtime_checkable typing.Protocol whose annotations name private/internal attributes: _ProtocolMeta.__instancecheck__ probes them on any object with typing's real hasattr/getattr (typing frame, so the audit hook allows gi_frame too), a boolean oracle past the checked getattr
# expect: any
import typing, pprint

def probe(obj, name):
    P = typing.runtime_checkable(type(typing.Protocol)(
        "P", (typing.Protocol,), {"__annotations__": {name: int}, "__module__": "__main__"}))
    return isinstance(obj, P)

def gen():
    yield 1

pp = pprint.PrettyPrinter()
try:
    pp._stream
    direct = True
except SandboxError:
    direct = False
leaks = []
if not direct and probe(pp, "_stream") and not probe(pp, "_no_such_name"):
    leaks.append("_stream of PrettyPrinter")
if probe(gen(), "gi_frame"):
    leaks.append("gi_frame of a generator (audit event allowed from typing's frame)")
if probe(pprint.pformat, "__glo" + "bals__") and not probe(len, "__glo" + "bals__"):
    leaks.append("__globals__ of a stdlib function")
if leaks:
    raise RuntimeError("attribute oracle past the checked getattr: " + "; ".join(leaks))
"no oracle"
