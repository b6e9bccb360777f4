{"outer": {(1,): 1}, "ok": [1, {"fine": {frozenset([1]): 2}}]}
