# technique: the worker's _Capture (sys.stdout) is reachable as vars(<user PrettyPrinter subclass>)['_stream'] and its slots are public and writable; half=10**9 keeps everything in head, and _final_logs only re-cuts above limit+64, so logs exceed the cap while logs_truncated is false
# expect: ok
import pprint
class P(pprint.PrettyPrinter): pass
cap = vars(P())['_stream']
cap.half = 10**9
print("x" * 65599)
result = [type(cap).__module__, type(cap).__name__]
