#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""safepy benchmark: start `safepy mcp` like a client and measure, in one run,
start-up, latency, throughput, compute against plain CPython, the fresh-interpreter
alternative, and memory. Prints a table, or JSON with --json. Run on demand:

    python3 bench/bench.py [--safepy build/safepy] [--calls 1000] [--json] [--only science]

The science section (numpy, pandas, matplotlib in the science template) is bench/science.py.
"""
import argparse
import json
import os
import platform
import select
import subprocess
import sys
import tempfile
import time

import science

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYTHON = "/usr/bin/python3.11"  # the interpreter the workers embed

COMPUTE = {
    "gen_sum_2M": "result = sum(i * i for i in range(2_000_000))",
    "fib_25": "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nresult = fib(25)",
    "dict_200k_sort": ("d = {i: (i * 7919) % 200_003 for i in range(200_000)}\n"
                       "result = len(sorted(d.items(), key=lambda kv: kv[1]))"),
    "regex_json_1MB": ("import json, re\n"
                       "doc = json.dumps([{'id': i, 'name': 'user%d' % i, 'mail': 'u%d@example.com' % i}"
                       " for i in range(14_000)])\n"
                       "back = json.loads(doc)\n"
                       "result = (len(doc), len(back), len(re.findall(r'u\\d+@example\\.com', doc)))"),
}

IMPORTS = "import math, random, datetime, time, json, re, string, collections, itertools, functools, operator"


class Server:
    """A minimal, fast line client (the benchmark should measure safepy, not the client)."""

    def __init__(self, argv):
        self.t_spawn = time.perf_counter()
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, bufsize=0)
        self.buf = b""
        self.next = 1

    def send(self, obj):
        self.p.stdin.write((json.dumps(obj, separators=(",", ":")) + "\n").encode())

    def line(self):
        while b"\n" not in self.buf:
            r, _, _ = select.select([self.p.stdout], [], [], 120)
            if not r:
                raise TimeoutError("server did not answer")
            chunk = os.read(self.p.stdout.fileno(), 1 << 20)
            if not chunk:
                raise EOFError("server closed stdout")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def request(self, method, params=None):
        i = self.next
        self.next += 1
        m = {"jsonrpc": "2.0", "id": i, "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)
        return i

    def call(self, code, timeout=None, session=None):
        args = {"code": code}
        if timeout:
            args["timeout_s"] = timeout
        if session:
            args["session"] = session
        return self.request("tools/call", {"name": "run_python", "arguments": args})

    def initialize(self):
        self.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                    "clientInfo": {"name": "bench", "version": "0"}})
        r = self.line()
        t = time.perf_counter() - self.t_spawn
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return r, t

    def close(self):
        self.p.stdin.close()
        self.p.wait(10)


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def tree_pss(root_pid):
    """PSS (KiB) of a process and all its descendants, and per-process details."""
    pids, todo = [], [root_pid]
    while todo:
        p = todo.pop()
        pids.append(p)
        try:
            with open("/proc/%d/task/%d/children" % (p, p)) as f:
                todo += [int(x) for x in f.read().split()]
        except OSError:
            pass
    out = {}
    for p in pids:
        try:
            with open("/proc/%d/smaps_rollup" % p) as f:
                pss = next(int(l.split()[1]) for l in f if l.startswith("Pss:"))
            with open("/proc/%d/comm" % p) as f:
                comm = f.read().strip()
            out[p] = (comm, pss)
        except (OSError, StopIteration):
            pass
    return out


class Baseline:
    """Plain CPython exec in one long-lived process, timed in-process, on request: the
    compute comparison interleaves it with safepy so machine speed drift cancels out."""

    PROG = (IMPORTS + "\nimport sys\n"
            "for line in sys.stdin:\n"
            "    code = json.loads(line)\n"
            "    c = compile(code, '<code>', 'exec')\n"
            "    g = {}\n"
            "    t = time.perf_counter()\n"
            "    exec(c, g)\n"
            "    print((time.perf_counter() - t) * 1e3, flush=True)\n")

    def __init__(self):
        self.p = subprocess.Popen([PYTHON, "-I", "-c", self.PROG], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def run(self, code):
        self.p.stdin.write(json.dumps(code) + "\n")
        self.p.stdin.flush()
        return float(self.p.stdout.readline())

    def close(self):
        self.p.stdin.close()
        self.p.wait(10)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--safepy", default=os.environ.get("SAFEPY") or os.path.join(ROOT, "build", "safepy"))
    ap.add_argument("--calls", type=int, default=1000)
    ap.add_argument("--pipelined", type=int, default=200)
    ap.add_argument("--spaced", type=int, default=200, help="calls 20 ms apart")
    ap.add_argument("--repeat", type=int, default=5, help="runs of each compute snippet")
    ap.add_argument("--fresh", type=int, default=30, help="fresh python3 -I -c runs")
    ap.add_argument("--only", choices=("core", "science"), help="run one section only")
    ap.add_argument("--science-calls", type=int, default=200,
                    help="science: numpy calls, and plain calls of each A/B window")
    ap.add_argument("--science-repeat", type=int, default=15, help="science: runs of each compute snippet")
    ap.add_argument("--science-fresh", type=int, default=10, help="science: fresh python3.11 runs of each")
    ap.add_argument("--science-starts", type=int, default=3,
                    help="science: fresh servers timed for the template's start (each way)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("server_args", nargs="*", help="extra options for safepy mcp (after --)")
    a = ap.parse_args()
    argv = [a.safepy, "mcp"] + a.server_args
    res = {"machine": {"cpus": os.cpu_count(), "kernel": platform.release(),
                       "python": PYTHON, "calls": a.calls, "load_avg": list(os.getloadavg())}}
    rows = []
    if a.only != "science":
        rows += core(a, argv, res)
    if a.only != "core":
        res["science"] = science.run(a, sys.modules[__name__])
        rows += ([None] if rows else []) + science.rows(res["science"])
    res["machine"]["load_avg_end"] = list(os.getloadavg())

    if a.json:
        print(json.dumps(res, indent=2))
        return
    w = max(len(r[0]) for r in rows if r)
    print("safepy benchmark (%d CPUs, kernel %s, load average %.2f / %.2f / %.2f at start, %.2f / %.2f / %.2f at end)"
          % ((os.cpu_count(), platform.release()) + tuple(res["machine"]["load_avg"])
             + tuple(res["machine"]["load_avg_end"])))
    print("-" * (w + 32))
    for r in rows:
        if r is None:
            print("-" * (w + 32))
            continue
        print("%-*s  %s" % (w, r[0], r[1]))


def core(a, argv, res):
    """The main section: fills res, returns the table rows."""
    # start-up
    s = Server(argv)
    _, t_init = s.initialize()
    s.call("result = 1 + 1")
    s.line()
    t_first = time.perf_counter() - s.t_spawn
    res["startup_ms"] = {"initialize": t_init * 1e3, "first_result": t_first * 1e3}

    # memory at idle (after the pool refilled)
    time.sleep(1.0)
    procs = tree_pss(s.p.pid)
    total = sum(v[1] for v in procs.values())
    workers = [v[1] for p, v in procs.items() if v[0] == "safepy-worker"]
    sup = sum(v[1] for p, v in procs.items() if v[0] == "safepy")
    res["memory_kib"] = {"tree_pss": total, "supervisor_pss": sup,
                         "template_pss": max(workers) if workers else 0,
                         "per_worker_pss": (sorted(workers)[0] if workers else 0),
                         "processes": len(procs)}

    # latency, sequential
    for _ in range(50):
        s.call("result = 1 + 1")
        s.line()
    lat = []
    t0 = time.perf_counter()
    for _ in range(a.calls):
        t = time.perf_counter()
        s.call("result = 1 + 1")
        r = s.line()
        lat.append((time.perf_counter() - t) * 1e3)
        if r["result"]["structuredContent"]["result"] != 2:
            raise SystemExit("wrong result: %r" % r)
    seq = a.calls / (time.perf_counter() - t0)
    res["trivial_call_ms"] = {"p50": pct(lat, 0.50), "p99": pct(lat, 0.99), "max": max(lat)}

    # a session: no fork per call, the worker is kept; and one holding a big list (its
    # state is not copied or walked per call)
    def session_latency(name, setup, code, want):
        s.call(setup, session=name)
        s.line()
        out = []
        for _ in range(a.calls):
            t = time.perf_counter()
            s.call(code, session=name)
            r = s.line()["result"]["structuredContent"]
            out.append((time.perf_counter() - t) * 1e3)
            if r["result"] != want:
                raise SystemExit("wrong session result: %r" % r)
        return {"p50": pct(out, 0.50), "p99": pct(out, 0.99)}

    res["session_call_ms"] = session_latency("bench", "x = 1", "result = 1 + 1", 2)
    res["session_big_state_call_ms"] = session_latency("big", "big = list(range(10**6))", "len(big)", 10**6)

    # latency of spaced calls: how an agent really calls (one call, then thinking time);
    # the pool refills between calls, so this is the request path alone
    spaced = []
    for _ in range(max(1, a.spaced)):
        time.sleep(0.02)
        t = time.perf_counter()
        s.call("result = 1 + 1")
        s.line()
        spaced.append((time.perf_counter() - t) * 1e3)
    res["spaced_call_ms"] = {"p50": pct(spaced, 0.50), "p99": pct(spaced, 0.99), "calls": len(spaced),
                             "gap_ms": 20}

    # throughput, pipelined
    time.sleep(0.5)
    t0 = time.perf_counter()
    for _ in range(a.pipelined):
        s.call("result = 1 + 1")
    for _ in range(a.pipelined):
        s.line()
    pipe = a.pipelined / (time.perf_counter() - t0)
    res["throughput_calls_s"] = {"sequential": seq, "pipelined": pipe}

    # compute: safepy's own duration_ms vs plain CPython exec, interleaved, best of N
    comp = {}
    base = Baseline()
    embed = os.path.join(os.path.dirname(os.path.abspath(a.safepy)), "safepy-embed-baseline")
    embed = embed if os.access(embed, os.X_OK) else None
    tmpdir = tempfile.mkdtemp()

    def code_file(code):
        p = os.path.join(tmpdir, "snippet.py")
        with open(p, "w") as f:
            f.write(code)
        return p

    for name, code in COMPUTE.items():
        best, best_base, best_embed = 1e9, 1e9, 1e9
        for _ in range(a.repeat):
            s.call(code, timeout=120)
            r = s.line()["result"]["structuredContent"]
            if r["error"]:
                raise SystemExit("%s failed: %r" % (name, r["error"]))
            best = min(best, r["duration_ms"])
            best_base = min(best_base, base.run(code))
            if embed:
                out = subprocess.run([embed, code_file(code), IMPORTS], capture_output=True, text=True,
                                     check=True)
                best_embed = min(best_embed, float(out.stdout))
        comp[name] = {"safepy_ms": best, "cpython_ms": best_base, "ratio": best / best_base}
        if embed:
            comp[name].update(libpython_ms=best_embed, ratio_libpython=best / best_embed)
    base.close()
    res["compute"] = comp
    s.close()

    # the alternative: a fresh interpreter per call
    fresh = []
    for _ in range(a.fresh):
        t = time.perf_counter()
        subprocess.run([PYTHON, "-I", "-c", IMPORTS + "\nresult = 1 + 1\nprint(result)"],
                       check=True, capture_output=True)
        fresh.append((time.perf_counter() - t) * 1e3)
    fp50 = pct(fresh, 0.5)
    res["fresh_python_ms"] = {"p50": fp50, "ratio_to_safepy_p50": fp50 / res["trivial_call_ms"]["p50"]}

    rows = [
        ("start-up: spawn to initialize answered", "%.1f ms" % res["startup_ms"]["initialize"]),
        ("start-up: spawn to first run_python result", "%.1f ms" % res["startup_ms"]["first_result"]),
        ("trivial call latency p50 / p99 / max (%d calls)" % a.calls,
         "%.3f / %.3f / %.3f ms" % (lat and pct(lat, .5), pct(lat, .99), max(lat))),
        ("trivial call latency p50 / p99, calls 20 ms apart",
         "%.3f / %.3f ms" % (res["spaced_call_ms"]["p50"], res["spaced_call_ms"]["p99"])),
        ("trivial call in a warm session p50 / p99",
         "%.3f / %.3f ms" % (res["session_call_ms"]["p50"], res["session_call_ms"]["p99"])),
        ("small call in a session holding a 10^6-element list p50 / p99",
         "%.3f / %.3f ms" % (res["session_big_state_call_ms"]["p50"], res["session_big_state_call_ms"]["p99"])),
        ("throughput, sequential", "%.0f calls/s" % seq),
        ("throughput, %d pipelined" % a.pipelined, "%.0f calls/s" % pipe),
    ]
    for name, c in comp.items():
        rows.append(("compute %s: safepy / python3.11 exec" % name,
                     "%.1f / %.1f ms (x%.2f)" % (c["safepy_ms"], c["cpython_ms"], c["ratio"])))
        if "libpython_ms" in c:
            rows.append(("  same, vs the workers' libpython3.11 unsandboxed",
                         "%.1f / %.1f ms (x%.2f)" % (c["safepy_ms"], c["libpython_ms"], c["ratio_libpython"])))
    rows += [
        ("fresh `python3 -I -c` per call, p50", "%.1f ms (x%.0f safepy p50)" % (fp50, res["fresh_python_ms"]["ratio_to_safepy_p50"])),
        ("memory: whole tree PSS at idle (%d processes)" % res["memory_kib"]["processes"],
         "%.1f MiB" % (total / 1024)),
        ("memory: supervisor / template / per warm worker PSS",
         "%.1f / %.1f / %.1f MiB" % (sup / 1024, res["memory_kib"]["template_pss"] / 1024,
                                     res["memory_kib"]["per_worker_pss"] / 1024)),
    ]
    return rows


if __name__ == "__main__":
    main()
