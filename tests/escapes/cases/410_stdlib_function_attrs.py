# technique: instance attributes of stdlib functions are writable from user code (function __dict__ has no guard and no audit event): json.dumps gets arbitrary attributes, including a forged __wrapped__ that inspect.unwrap/signature and typing would follow
# expect: any
import json, statistics
json.dumps.__wrapped__ = print
json.dumps.injected = "set by user code"
statistics.mean.cache = {}
print(json.dumps.__wrapped__, json.dumps.injected, statistics.mean.cache)
