# technique: numpy's own file I/O on host paths: np.memmap and np.lib.format.open_memmap of the canary and of MARKER_PATH (w+), np.fromfile, ndarray.tofile, np.load, np.save, np.savez, np.savetxt, np.loadtxt, np.genfromtxt, np.fromregex, and np.DataSource (its temp dir, the canary, a URL on the loopback listener); every one must be refused (by the audit hook or the kernel), none may return
# expect: ok
import numpy as np

attempts = [
    ("memmap canary", lambda: np.memmap("CANARY_PATH", dtype="u1", mode="r").tobytes()),
    ("memmap marker w+", lambda: np.memmap("MARKER_PATH", dtype="u1", mode="w+", shape=(16,))),
    ("open_memmap canary", lambda: np.lib.format.open_memmap("CANARY_PATH", mode="r")),
    ("open_memmap marker w+", lambda: np.lib.format.open_memmap("MARKER_PATH", mode="w+", dtype="u1", shape=(16,))),
    ("fromfile canary", lambda: np.fromfile("CANARY_PATH", dtype="u1").tobytes()),
    ("tofile marker", lambda: np.arange(4).tofile("MARKER_PATH")),
    ("load canary", lambda: np.load("CANARY_PATH", allow_pickle=True)),
    ("save marker", lambda: np.save("MARKER_PATH", np.arange(4))),
    ("savez marker", lambda: np.savez("MARKER_PATH", a=np.arange(4))),
    ("savetxt marker", lambda: np.savetxt("MARKER_PATH", np.arange(4))),
    ("loadtxt canary", lambda: np.loadtxt("CANARY_PATH", dtype=str, delimiter="\x01")),
    ("genfromtxt canary", lambda: np.genfromtxt("CANARY_PATH", dtype=str, delimiter="\x01")),
    ("fromregex canary", lambda: np.fromregex("CANARY_PATH", r"(.+)", [("x", "U200")])),
    ("DataSource temp dir", lambda: np.DataSource()),
    ("DataSource canary", lambda: np.DataSource(None).open("CANARY_PATH").read()),
    ("DataSource url", lambda: np.DataSource("/").open("http://127.0.0.1:LISTENER_PORT/x.csv").read()),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
reached = [name for name, o in outcomes.items() if o.startswith("returned")]
if reached:
    raise AssertionError("not refused: %s" % ", ".join(reached))
