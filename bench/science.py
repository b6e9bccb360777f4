# SPDX-License-Identifier: MIT
"""The science section of bench/bench.py: numpy, pandas and matplotlib in safepy's second
("science") template, against plain CPython. Run alone with

    python3 bench/bench.py --only science

Measures, where `safepy policy` shows numpy available (otherwise one visible "skipped" row):
- the science template's one-time start: a fresh server's first numpy call, send to answer;
  and with --preload science, spawn to the first numpy answer;
- a trivial numpy call, p50/p90/p99 (0.3 s apart as a model's calls are, back to back, and
  20 ms apart), against a fresh `python3.11 -I -c` per call;
- pandas group-by, a 500x500 matmul and one small figure, calls 0.3 s apart: safepy's duration_ms against the
  same code timed inside one long-lived python3.11 (one BLAS thread), and against a fresh
  process per call;
- the A/B of "calls that name none of them are not slowed down": trivial-call latency and
  idle memory (PSS of the server's process tree) before any science call, then with the
  science template up. A control server that never starts it answers in turn with the
  measured one in both windows, so the machine's own drift shows.
"""
import base64
import io
import json
import os
import resource
import subprocess
import time

NUMPY_TRIVIAL = "import numpy as np; np.arange(10).sum()"
# A model's calls are seconds apart; these are spaced so that the pool has refilled.
SPACED_S = 0.3
SPACED_CALLS = 40

SCI_COMPUTE = {
    "pandas_groupby_10k": (
        "pandas",
        "import numpy as np, pandas as pd\n"
        "rng = np.random.default_rng(0)\n"
        "df = pd.DataFrame({'key': rng.integers(0, 100, 10_000), 'v': rng.normal(size=10_000)})\n"
        "g = df.groupby('key')['v'].agg(['sum', 'mean', 'count'])\n"
        "result = int(g['count'].sum())",
        10_000),
    "matmul_500": (
        "numpy",
        "import numpy as np\n"
        "rng = np.random.default_rng(0)\n"
        "a = rng.random((500, 500))\n"
        "b = rng.random((500, 500))\n"
        "result = (a @ b).shape",
        [500, 500]),
    "matplotlib_figure": (
        "matplotlib",
        "import matplotlib.pyplot as plt\n"
        "fig, ax = plt.subplots(figsize=(4, 3))\n"
        "x = [i / 10 for i in range(200)]\n"
        "ax.plot(x, [v * v for v in x], label='x^2')\n"
        "ax.set_title('bench')\n"
        "ax.legend()\n"
        "result = len(x)",
        200),
}

# What safepy does after a call's code (worker/evaluator/science.py: collect, finish): every
# open figure drawn as PNG, closed, base64-encoded. The baselines do the same, timed.
EPILOGUE = (
    "import sys as _s\n"
    "if 'matplotlib.pyplot' in _s.modules:\n"
    "    import io as _io, base64 as _b64\n"
    "    _plt = _s.modules['matplotlib.pyplot']\n"
    "    for _n in _plt.get_fignums():\n"
    "        _buf = _io.BytesIO()\n"
    "        _plt.figure(_n).savefig(_buf, format='png')\n"
    "        _b64.b64encode(_buf.getvalue())\n"
    "    _plt.close('all')\n"
)

# One BLAS/OpenMP thread, as the workers have (CONTRACT.md); the Agg backend, as safepy uses.
ENV = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1",
           MPLBACKEND="Agg")


def availability(safepy, server_args):
    """name -> state from `safepy policy`'s scientific_imports, or (None, why)."""
    try:
        out = subprocess.run([safepy, "policy"] + server_args, capture_output=True, text=True, timeout=30)
        pol = json.loads(out.stdout)
    except (OSError, ValueError, subprocess.SubprocessError) as e:
        return None, "`safepy policy` failed: %s" % e
    sci = pol.get("scientific_imports")
    if not isinstance(sci, list):
        return None, "`safepy policy` has no scientific_imports (a server without the science template)"
    return {e.get("name"): e.get("state", "") for e in sci}, None


def ok(state):
    return isinstance(state, str) and state.startswith("available")


class SciBaseline:
    """Plain python3.11 in one long-lived process, the libraries imported once (as the
    template has them), each snippet exec'd and timed in-process with the figure epilogue."""

    PROG = ("import json, sys, time\n"
            "for m in sys.argv[1:]:\n"
            "    __import__(m)\n"
            "epi = compile(json.loads(sys.stdin.readline()), '<epilogue>', 'exec')\n"
            "print('ready', flush=True)\n"
            "for line in sys.stdin:\n"
            "    c = compile(json.loads(line), '<code>', 'exec')\n"
            "    g = {}\n"
            "    t = time.perf_counter()\n"
            "    exec(c, g)\n"
            "    exec(epi, {})\n"
            "    print((time.perf_counter() - t) * 1e3, flush=True)\n")

    def __init__(self, python, modules):
        self.p = subprocess.Popen([python, "-I", "-c", self.PROG] + modules, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1, env=ENV)
        self.p.stdin.write(json.dumps(EPILOGUE) + "\n")
        self.p.stdin.flush()
        if self.p.stdout.readline().strip() != "ready":
            raise SystemExit("the plain python3.11 baseline did not start")

    def run(self, code):
        self.p.stdin.write(json.dumps(code) + "\n")
        self.p.stdin.flush()
        return float(self.p.stdout.readline())

    def close(self):
        self.p.stdin.close()
        self.p.wait(10)


def stats(xs, b):
    return {"p50": b.pct(xs, 0.50), "p90": b.pct(xs, 0.90), "p99": b.pct(xs, 0.99), "n": len(xs)}


def structured(reply, what):
    try:
        r = reply["result"]["structuredContent"]
    except (KeyError, TypeError):
        raise SystemExit("%s: unexpected reply %r" % (what, reply))
    if r.get("error"):
        raise SystemExit("%s failed: %r" % (what, r["error"]))
    return r


def call(s, code, what, want=None, timeout=None):
    """One call, send to answer: (ms, reply)."""
    t = time.perf_counter()
    s.call(code, timeout=timeout)
    reply = s.line()
    ms = (time.perf_counter() - t) * 1e3
    r = structured(reply, what)
    if want is not None and r.get("result") != want:
        raise SystemExit("%s: wrong result %r (want %r)" % (what, r.get("result"), want))
    return ms, reply


def started(b, argv):
    """A server that has answered initialize and one plain call (its Python template up)."""
    s = b.Server(argv)
    s.initialize()
    call(s, "result = 1 + 1", "first plain call", 2)
    return s


def memory(b, s):
    """The existing measurement (PSS of the whole tree), and the science processes apart:
    the template (the oldest) and its warm workers, with what each worker has of its own."""
    procs = b.tree_pss(s.p.pid)
    out = {"tree_pss": sum(v[1] for v in procs.values()), "processes": len(procs)}
    sci = []
    for pid, (comm, pss) in procs.items():
        try:
            with open("/proc/%d/cmdline" % pid) as f:
                if "--science" not in f.read().split("\0"):
                    continue
            with open("/proc/%d/stat" % pid) as f:
                start = int(f.read().rsplit(")", 1)[1].split()[19])
            with open("/proc/%d/smaps_rollup" % pid) as f:
                private = sum(int(l.split()[1]) for l in f if l.startswith(("Private_Clean:", "Private_Dirty:")))
        except (OSError, ValueError, IndexError):
            continue
        sci.append((start, pid, pss, private))
    sci.sort()
    if sci:
        out["science_template_pss"] = sci[0][2]
        out["science_workers"] = len(sci) - 1
        out["science_workers_pss"] = sum(x[2] for x in sci[1:])
        out["science_worker_private"] = max((x[3] for x in sci[1:]), default=0)
    return out


def template_cpu_ms(b, s):
    """CPU time (user + system) the science template has used: its start, mostly. Less
    at the mercy of other load than the wall-clock start."""
    best = None
    for pid in b.tree_pss(s.p.pid):
        try:
            with open("/proc/%d/cmdline" % pid) as f:
                if "--science" not in f.read().split("\0"):
                    continue
            with open("/proc/%d/stat" % pid) as f:
                st = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        start, cpu = int(st[19]), int(st[11]) + int(st[12])
        if best is None or start < best[0]:
            best = (start, cpu)
    return best and best[1] * 1e3 / os.sysconf("SC_CLK_TCK")


def alternate(b, s, control, n):
    """n plain trivial calls on s and on the control server, in turn: (s, control) ms."""
    for _ in range(20):
        call(s, "result = 1 + 1", "warm-up")
        call(control, "result = 1 + 1", "warm-up")
    mine, theirs = [], []
    for _ in range(n):
        mine.append(call(s, "result = 1 + 1", "plain call", 2)[0])
        theirs.append(call(control, "result = 1 + 1", "plain call (control)", 2)[0])
    return mine, theirs


def fresh_runs(python, code, n):
    """A fresh `python3.11 -I -c` per call (one untimed first, for the page cache and
    matplotlib's font cache): ms of each."""
    argv = [python, "-I", "-c", code + "\n" + EPILOGUE]
    subprocess.run(argv, check=True, capture_output=True, env=ENV)
    out = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True, env=ENV)
        out.append((time.perf_counter() - t) * 1e3)
    return out


def plain_imports(python, mods):
    """Wall and CPU ms of a fresh python3.11 importing mods: the floor of the template's start."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([python, "-I", "-c", "import " + ", ".join(mods)], check=True, capture_output=True, env=ENV)
    wall = (time.perf_counter() - t) * 1e3
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime) * 1e3


def without_preload(args):
    out, i = [], 0
    while i < len(args):
        if args[i] == "--preload" and i + 1 < len(args):
            i += 2
            continue
        if args[i].startswith("--preload="):
            i += 1
            continue
        out.append(args[i])
        i += 1
    return out


def run(a, b):
    """The section's results (a dict for --json); b is the bench module."""
    res = {"load_avg_start": list(os.getloadavg())}
    avail, why = availability(a.safepy, a.server_args)
    if avail is None or not ok(avail.get("numpy")):
        res["skipped"] = why or "numpy unavailable (policy state: %r)" % (avail.get("numpy"),)
        return res
    res["available"] = avail
    argv = [a.safepy, "mcp"] + without_preload(a.server_args)
    argv_pre = argv + ["--preload", "science"]
    n = a.science_calls

    # A/B, before: idle memory of a server that has made no science call (alone, as the
    # existing measurement), then its plain calls in turn with a control server's
    s = started(b, argv)
    time.sleep(1.0)
    mem_before = memory(b, s)
    control = started(b, argv)
    time.sleep(0.5)
    before, control_before = alternate(b, s, control, n)
    control.close()

    # the science template's start: the first numpy call on this server
    time.sleep(0.5)
    t_lazy, _ = call(s, NUMPY_TRIVIAL, "first numpy call", 45, timeout=120)
    lazy, cpu = [t_lazy], [template_cpu_ms(b, s)]

    # A/B, after: the same with the science template up (and its warm worker back)
    time.sleep(1.5)
    mem_after = memory(b, s)
    control = started(b, argv)
    time.sleep(0.5)
    after, control_after = alternate(b, s, control, n)
    control.close()
    res["ab_plain_call_ms"] = {"before": stats(before, b), "after": stats(after, b),
                               "control_before": stats(control_before, b),
                               "control_after": stats(control_after, b)}
    res["memory_kib"] = {"before": mem_before, "after": mem_after,
                         "tree_pss_delta": mem_after["tree_pss"] - mem_before["tree_pss"]}

    # the trivial numpy call, back to back, 20 ms apart, and SPACED_S apart as a model's
    # calls are (seconds of thinking between them): the pool refilled, its workers hot
    for _ in range(10):
        call(s, NUMPY_TRIVIAL, "numpy warm-up", 45)
    seq = [call(s, NUMPY_TRIVIAL, "numpy call", 45)[0] for _ in range(n)]
    spaced, apart = [], []
    for _ in range(n):
        time.sleep(0.02)
        spaced.append(call(s, NUMPY_TRIVIAL, "numpy call", 45)[0])
    for _ in range(SPACED_CALLS):
        time.sleep(SPACED_S)
        apart.append(call(s, NUMPY_TRIVIAL, "numpy call", 45)[0])
    res["numpy_trivial_ms"] = {"back_to_back": stats(seq, b), "spaced_20ms": stats(spaced, b),
                               "spaced_model": stats(apart, b)}

    # compute: safepy's duration_ms against one long-lived python3.11, interleaved
    mods = [m for m in ("numpy", "pandas", "matplotlib", "matplotlib.pyplot") if ok(avail.get(m.split(".")[0]))]
    base = SciBaseline(b.PYTHON, mods)
    comp = {}
    for name, (lib, code, want) in SCI_COMPUTE.items():
        if not ok(avail.get(lib)):
            comp[name] = {"skipped": "%s unavailable (policy state: %r)" % (lib, avail.get(lib))}
            continue
        dur, rt, cp, first = [], [], [], None
        for i in range(a.science_repeat + 1):
            time.sleep(SPACED_S)  # as a model's calls are: the warm workers refilled
            ms, reply = call(s, code, name, want, timeout=120)
            r = reply["result"]["structuredContent"]
            if lib == "matplotlib":
                imgs = [c for c in reply["result"]["content"] if c.get("type") == "image"]
                if len(imgs) != 1 or imgs[0].get("mimeType") != "image/png" or \
                        not base64.b64decode(imgs[0]["data"]).startswith(b"\x89PNG"):
                    raise SystemExit("%s: no PNG image block in %r" % (name, reply["result"]["content"]))
            c = base.run(code)
            if i == 0:
                first = c  # python3.11's first run after the imports: its lazy set-up
                continue  # (safepy's workers are fresh each call: it pays it every time)
            dur.append(r["duration_ms"])
            rt.append(ms)
            cp.append(c)
        comp[name] = {"safepy_ms_p50": b.pct(dur, 0.5), "cpython_ms_p50": b.pct(cp, 0.5),
                      "ratio": b.pct(dur, 0.5) / b.pct(cp, 0.5), "safepy_roundtrip_ms_p50": b.pct(rt, 0.5),
                      "runs": len(dur), "cpython_first_run_ms": first}
    base.close()
    s.close()

    # a fresh interpreter per call
    fr = fresh_runs(b.PYTHON, NUMPY_TRIVIAL, a.science_fresh)
    res["numpy_trivial_ms"]["fresh_python_p50"] = b.pct(fr, 0.5)
    res["numpy_trivial_ms"]["ratio_fresh_to_safepy_p50"] = b.pct(fr, 0.5) / res["numpy_trivial_ms"]["spaced_model"]["p50"]
    res["numpy_trivial_ms"]["ratio_fresh_to_back_to_back_p50"] = b.pct(fr, 0.5) / res["numpy_trivial_ms"]["back_to_back"]["p50"]
    for name, (lib, code, want) in SCI_COMPUTE.items():
        if "skipped" in comp[name]:
            continue
        fr = fresh_runs(b.PYTHON, code, a.science_fresh)
        comp[name]["fresh_python_ms_p50"] = b.pct(fr, 0.5)
        comp[name]["ratio_fresh_to_roundtrip"] = b.pct(fr, 0.5) / comp[name]["safepy_roundtrip_ms_p50"]
    res["compute"] = comp

    # more one-time starts: fresh servers, lazily and with --preload science (from spawn)
    for _ in range(a.science_starts - 1):
        s = started(b, argv)
        time.sleep(0.5)
        lazy.append(call(s, NUMPY_TRIVIAL, "first numpy call", 45, timeout=120)[0])
        cpu.append(template_cpu_ms(b, s))
        s.close()
    pre, pre_init = [], []
    for _ in range(a.science_starts):
        s = b.Server(argv_pre)
        _, t_init = s.initialize()
        call(s, NUMPY_TRIVIAL, "first numpy call (--preload science)", 45, timeout=120)
        pre.append((time.perf_counter() - s.t_spawn) * 1e3)
        pre_init.append(t_init * 1e3)
        s.close()
    mods = [m for m in ("numpy", "pandas", "scipy", "sympy", "matplotlib.pyplot") if ok(avail.get(m.split(".")[0]))]
    imp = [plain_imports(b.PYTHON, mods) for _ in range(a.science_starts)]
    res["template_start_ms"] = {"first_numpy_call": lazy, "first_numpy_call_p50": b.pct(lazy, 0.5),
                                "preload_spawn_to_first_numpy": pre,
                                "preload_spawn_to_first_numpy_p50": b.pct(pre, 0.5),
                                "preload_initialize": pre_init, "template_cpu_ms": cpu,
                                "plain_imports": mods, "plain_imports_wall_ms": [x[0] for x in imp],
                                "plain_imports_cpu_ms": [x[1] for x in imp]}
    res["load_avg_end"] = list(os.getloadavg())
    return res


def b_pct(xs):
    return sorted(xs)[len(xs) // 2]


def rows(r):
    """Table rows for the section."""
    la = "load average %.2f / %.2f / %.2f" % tuple(r["load_avg_start"])
    if "skipped" in r:
        return [("science: skipped", r["skipped"])]
    out = [("science: available", ", ".join(k for k, v in r["available"].items() if ok(v)) + "  (" + la + ")")]
    ts = r["template_start_ms"]
    mn = lambda xs: "%.0f" % min(xs)
    mx = lambda xs: "%.0f" % max(xs)
    out += [
        ("science template start: first numpy call, send to answer",
         "%.0f ms p50 of %d fresh servers (%s..%s; target <= 3000 idle)" % (
             ts["first_numpy_call_p50"], len(ts["first_numpy_call"]), mn(ts["first_numpy_call"]),
             mx(ts["first_numpy_call"]))),
        ("  science template CPU time (user + system) to start",
         "%s ms p50" % ("%.0f" % b_pct(ts["template_cpu_ms"]) if None not in ts["template_cpu_ms"] else "?")),
        ("  fresh python3.11 importing the %d libraries: wall / CPU" % len(ts["plain_imports"]),
         "%.0f / %.0f ms p50" % (b_pct(ts["plain_imports_wall_ms"]), b_pct(ts["plain_imports_cpu_ms"]))),
        ("  --preload science: spawn to first numpy answer",
         "%.0f ms p50 (%s..%s; initialize answered at %.0f ms)" % (
             ts["preload_spawn_to_first_numpy_p50"], mn(ts["preload_spawn_to_first_numpy"]),
             mx(ts["preload_spawn_to_first_numpy"]), sorted(ts["preload_initialize"])[len(ts["preload_initialize"]) // 2])),
    ]
    nt = r["numpy_trivial_ms"]
    bb, sp, md = nt["back_to_back"], nt["spaced_20ms"], nt["spaced_model"]
    out += [
        ("numpy trivial call p50 / p90 / p99, calls %.1f s apart" % SPACED_S,
         "%.2f / %.2f / %.2f ms (target p50 <= 3)" % (md["p50"], md["p90"], md["p99"])),
        ("numpy trivial call p50 / p90 / p99 (%d back to back)" % bb["n"],
         "%.2f / %.2f / %.2f ms (refill-bound)" % (bb["p50"], bb["p90"], bb["p99"])),
        ("numpy trivial call p50 / p90 / p99, calls 20 ms apart",
         "%.2f / %.2f / %.2f ms" % (sp["p50"], sp["p90"], sp["p99"])),
        ("  fresh `python3.11 -I -c` per call, p50",
         "%.1f ms (x%.1f safepy p50 apart, x%.1f back to back; target >= x20)" % (
             nt["fresh_python_p50"], nt["ratio_fresh_to_safepy_p50"], nt["ratio_fresh_to_back_to_back_p50"])),
    ]
    for name, c in r["compute"].items():
        if "skipped" in c:
            out.append(("%s: skipped" % name, c["skipped"]))
            continue
        out += [
            ("%s: safepy / python3.11 exec, p50 of %d" % (name, c["runs"]),
             "%.1f / %.1f ms (x%.2f; target <= x1.15)" % (c["safepy_ms_p50"], c["cpython_ms_p50"], c["ratio"])),
        ("  python3.11's first run after its imports (lazy set-up)", "%.1f ms" % c["cpython_first_run_ms"]),
            ("  round trip / fresh `python3.11 -I -c`, p50",
             "%.1f / %.1f ms (fresh x%.1f)" % (c["safepy_roundtrip_ms_p50"], c["fresh_python_ms_p50"],
                                               c["ratio_fresh_to_roundtrip"])),
        ]
    ab = r["ab_plain_call_ms"]
    f3 = lambda d: "%.2f / %.2f / %.2f" % (d["p50"], d["p90"], d["p99"])
    out += [
        ("A/B plain call p50 / p90 / p99, before science (%d)" % ab["before"]["n"],
         "%s ms (control %s)" % (f3(ab["before"]), f3(ab["control_before"]))),
        ("A/B plain call p50 / p90 / p99, science template up",
         "%s ms (control %s)" % (f3(ab["after"]), f3(ab["control_after"]))),
    ]
    m = r["memory_kib"]
    mb, ma = m["before"], m["after"]
    out += [
        ("A/B memory: whole tree PSS idle, before / science up",
         "%.1f / %.1f MiB (+%.1f; %d / %d processes)" % (mb["tree_pss"] / 1024, ma["tree_pss"] / 1024,
                                                         m["tree_pss_delta"] / 1024, mb["processes"],
                                                         ma["processes"])),
    ]
    if "science_template_pss" in ma:
        out.append(("  science template / %d warm science worker(s) PSS" % ma["science_workers"],
                    "%.1f / %.1f MiB (a worker's own pages %.1f MiB)" % (
                        ma["science_template_pss"] / 1024, ma["science_workers_pss"] / 1024,
                        ma["science_worker_private"] / 1024)))
    out.append(("science: load average at the end", "%.2f / %.2f / %.2f" % tuple(r["load_avg_end"])))
    return out
