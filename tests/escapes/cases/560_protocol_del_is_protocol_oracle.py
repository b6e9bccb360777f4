# technique: bypass of case 551: the Protocol isinstance wrapper checked member names only when _is_protocol was in the class's own __dict__; `del P._is_protocol` (a private name of the user's own class) skipped the checks while typing inherited True and probed every annotated name with its real hasattr/getattr from its own frame: an oracle on private attributes, gi_frame, __globals__ (red-team pass 63)
# expect: any
import typing, pprint

def probe(obj, name):
    P = typing.runtime_checkable(type(typing.Protocol)(
        "P", (typing.Protocol,), {"__annotations__": {name: int}, "__module__": "__main__"}))
    del P._is_protocol          # the wrapper now sees no own _is_protocol; typing inherits True
    return isinstance(obj, P)

def gen():
    yield 1

pp = pprint.PrettyPrinter()
leaks = []
if probe(pp, "_stream") and not probe(pp, "_no_such_name"):
    leaks.append("_stream of PrettyPrinter")
if probe(gen(), "gi_frame"):
    leaks.append("gi_frame")
if probe(pprint.pformat, "__glo" + "bals__") and not probe(len, "__glo" + "bals__"):
    leaks.append("__globals__ of a stdlib function")
if leaks:
    raise RuntimeError("oracle: %s" % leaks)
