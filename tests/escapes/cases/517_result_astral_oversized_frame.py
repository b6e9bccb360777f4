# technique: a 500000-character string of U+10000 (2 MB of UTF-8, counted as 0.5 M by _Encoder): it passes the harness cap but not the supervisor's frame limit (max_result + 6*log_cap + 256 KiB bytes): the worker is killed for an "oversized frame" and the call answers WorkerProtocolError instead of ResultTooLarge, logs lost
# expect: ResultTooLarge: larger than 1048576 bytes
print("these logs are lost")
result = "\U00010000" * 500000
