# technique: logs of 65536 astral characters plus one lone surrogate: _jstr switches to the ASCII escaper, each astral character becomes a 12-byte surrogate-pair escape (786 KB, twice the 6*log_cap the supervisor budgets), and with a result near 1 MiB the frame is oversized: WorkerProtocolError, both logs and result lost
# expect: ok
print("\ud800" + "\U00010000" * 70000)
result = "x" * 1_000_000
