import time
t0 = time.perf_counter()
m0 = time.monotonic()
x = sum(range(1000))
elapsed_ok = time.perf_counter() - t0 >= 0 and time.monotonic() - m0 >= 0
g = time.gmtime(86400 * 365 + 3661)
[elapsed_ok, time.strftime("%Y-%m-%d %H:%M:%S", g), g.tm_yday, g.tm_wday,
 time.strftime("%H:%M", time.gmtime(0)), type(time.time()).__name__, type(time.perf_counter_ns()).__name__,
 time.asctime(time.gmtime(0)), tuple(time.gmtime(10**9))[:6]]
