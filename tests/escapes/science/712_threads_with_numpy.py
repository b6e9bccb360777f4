# technique: threads in the science template: threading, _thread (and concurrent.futures' ThreadPoolExecutor where a library loaded it) taken from sys.modules through sympy's eval, started around numpy, scipy and pandas work; then numpy's and scipy's BLAS/LAPACK, FFT and sorting on large arrays, which must run on the one thread the worker has; no thread may start, the results must be right
# expect: ok
import numpy as np
import pandas as pd
import scipy.linalg
import sympy

sys = sympy.parse_expr('__import__("sys")')
threading = sys.modules["threading"]
thread = sys.modules["_thread"]
futures = sys.modules.get("concurrent.futures")

def pool():
    if futures is None:
        raise LookupError("concurrent.futures is not loaded in the science template")
    with futures.ThreadPoolExecutor(4) as ex:
        return list(ex.map(np.linalg.inv, [np.eye(3)] * 8))

attempts = [
    ("threading.Thread", lambda: threading.Thread(target=np.linalg.svd, args=(np.eye(50),)).start()),
    ("_thread.start_new_thread", lambda: thread.start_new_thread(np.dot, (np.eye(2), np.eye(2)))),
    ("ThreadPoolExecutor", pool),
    ("threading.Timer", lambda: threading.Timer(0.01, print).start()),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
started = [name for name, o in outcomes.items() if o.startswith("returned")]
rng = np.random.default_rng(7)
a = rng.normal(size=(300, 300))
checks = {
    "matmul": np.allclose((a @ np.linalg.inv(a)), np.eye(300), atol=1e-6),
    "svd": np.allclose(np.linalg.svd(a, compute_uv=False)[0] ** 2, np.linalg.eigvalsh(a.T @ a)[-1]),
    "expm": np.allclose(scipy.linalg.expm(np.zeros((50, 50))), np.eye(50)),
    "lu": np.allclose(np.prod(np.diag(scipy.linalg.lu(a)[2])) * np.linalg.det(scipy.linalg.lu(a)[0]), np.linalg.det(a)),
    "fft": np.allclose(np.fft.ifft(np.fft.fft(a[0])).real, a[0]),
    "sort": bool((np.diff(np.sort(rng.normal(size=1_000_000))) >= 0).all()),
    "pandas": bool(np.isclose(pd.DataFrame(a).rolling(10).sum().iloc[9:, 0].sum(),
                              np.convolve(a[:, 0], np.ones(10), "valid").sum())),
}
if started or not all(checks.values()) or threading.active_count() != 1:
    raise AssertionError("threads started %s; checks %s; %d threads" % (started, checks, threading.active_count()))
[outcomes, checks]
