# SPDX-License-Identifier: MIT
"""Shared helpers of the end-to-end tests (not a test itself: only test_*.py are run).

- CheckedClient: tests/lib/mcpclient.MCPClient that checks EVERY line the server writes
  on stdout: newline-terminated, strict UTF-8, strict JSON (no NaN, no raw control
  characters, no number that is not finite: NaN, Infinity, 1e999), a JSON-RPC 2.0 object
  or (batches) an array of them.
- /proc helpers to find the server's descendants and tell whether they still run.
- wait_for (tests/lib/waiting.py): wait on a condition with a deadline, never a fixed sleep.
"""
import json
import os
import signal
import subprocess
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))

from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402,F401
from waiting import wait_for  # noqa: E402,F401

VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
OUTPUT_FIELDS = {"result", "result_type", "logs", "logs_truncated", "error", "duration_ms"}


class ProtocolViolation(AssertionError):
    pass


def _no_constant(name):
    raise ValueError("non-standard JSON constant %s" % name)


def _finite_float(text):
    """1e999 is JSON syntax, but reads as an infinity (JSON.parse: Infinity)."""
    v = float(text)
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError("number %s is not finite" % text)
    return v


def strict_json(line):
    """Parse one stdout line as the spec wants it, or raise ProtocolViolation."""
    try:
        text = line.decode("utf-8", errors="strict")
    except UnicodeDecodeError as e:
        raise ProtocolViolation("stdout line is not UTF-8 (%s): %r" % (e, line[:200]))
    try:
        # strict=True: no raw controls
        v = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except ValueError as e:
        raise ProtocolViolation("stdout line is not JSON (%s): %r" % (e, line[:200]))
    msgs = v if isinstance(v, list) else [v]
    if isinstance(v, list) and not v:
        raise ProtocolViolation("empty array on stdout")
    for m in msgs:
        if not isinstance(m, dict) or m.get("jsonrpc") != "2.0":
            raise ProtocolViolation("not a JSON-RPC 2.0 message: %r" % (line[:200],))
        if "method" not in m and ("result" in m) == ("error" in m):
            raise ProtocolViolation("a response needs exactly one of result/error: %r" % (line[:200],))
    return v


class CheckedClient(MCPClient):
    """MCPClient whose every stdout line is checked by strict_json()."""

    def __init__(self, *a, **kw):
        self.lines = 0          # lines read so far
        self.last_line_len = 0  # byte length of the last line read
        super().__init__(*a, **kw)

    def _eof_inside_line(self, partial):
        raise ProtocolViolation("stdout ended inside a line: %r" % partial[:200])

    def read_line(self, timeout=30.0):
        line = super().read_line(timeout)
        if line is not None:
            strict_json(line)
            self.lines += 1
            self.last_line_len = len(line)
        return line

    def next_msg(self, timeout=10.0):
        """The very next message on stdout (no reordering), failing at EOF."""
        m = self.read_msg(timeout)
        if m is None:
            raise MCPError("server closed stdout (exit status %r)" % (self.proc.poll(),))
        return m

    def send_lines(self, *lines):
        self.send_raw(b"".join((l if isinstance(l, bytes) else l.encode()) + b"\n" for l in lines))

    def drain(self, timeout=5.0):
        """After stdin is closed: every remaining line until EOF (each one checked)."""
        out = []
        deadline = time.monotonic() + timeout
        while True:
            line = self.read_line(max(0.01, deadline - time.monotonic()))
            if line is None:
                return out
            out.append(json.loads(line))

    def finish(self, timeout=5.0):
        """Close stdin, check every remaining stdout line, return the exit status."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            rest = self.drain(timeout)
        finally:
            try:
                rc = self.proc.wait(timeout)
            except Exception:
                self.proc.kill()
                self.proc.wait()
                raise
        self.proc.stdout.close()
        return rc, rest

    def dispose(self):
        """Kill the server if it still runs, reap it and close the pipes."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass


def stop_server(test, c, how):
    """Stop the server by stdin EOF, SIGTERM or SIGKILL; fail `test` unless it exits
    within 2 s. Returns (exit status, when the stop began)."""
    t0 = time.monotonic()
    if how == "eof":
        c.proc.stdin.close()
    elif how == "sigterm":
        c.proc.send_signal(signal.SIGTERM)
    elif how == "sigkill":
        c.proc.kill()
    else:
        raise ValueError(how)
    try:
        rc = c.proc.wait(2.0)
    except Exception:
        c.proc.kill()
        c.proc.wait()
        test.fail("the server did not exit within 2 s of %s" % how)
    return rc, t0


def initialize_msg(id=0, version="2025-11-25"):
    return {"jsonrpc": "2.0", "id": id, "method": "initialize",
            "params": {"protocolVersion": version, "capabilities": {},
                       "clientInfo": {"name": "safepy-e2e", "version": "0"}}}


def call_params(code=None, name="run_python", **args):
    a = {} if code is None else {"code": code}
    a.update(args)
    return {"name": name, "arguments": a}


# ---- /proc ----------------------------------------------------------------

def children(pid):
    """Direct children of pid (all its threads), from /proc/<pid>/task/*/children."""
    out = []
    try:
        tasks = os.listdir("/proc/%d/task" % pid)
    except OSError:
        return out
    for t in tasks:
        try:
            with open("/proc/%d/task/%s/children" % (pid, t)) as f:
                out += [int(x) for x in f.read().split()]
        except OSError:
            pass
    return out


def descendants(pid):
    seen, todo = [], children(pid)
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.append(p)
            todo += children(p)
    return seen


def proc_stat(pid):
    """(state, cpu ticks, start time) of pid, or None if it does not exist."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            s = f.read()
    except OSError:
        return None
    f = s[s.rindex(")") + 2:].split()
    return f[0], int(f[11]) + int(f[12]), int(f[19])


def killed(pid):
    """pid has been killed and is only finishing its exit: a SIGKILL is pending, or it is
    exiting (PF_EXITING). A worker killed after its answer dies at idle priority, which on a
    busy machine can wait seconds for a CPU; it runs no more code of its own meanwhile."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            flags = int(f.read().rsplit(")", 1)[1].split()[6])
        with open("/proc/%d/status" % pid) as f:
            pending = [int(l.split()[1], 16) for l in f if l.startswith(("SigPnd:", "ShdPnd:"))]
    except (OSError, IndexError, ValueError):
        return False
    return bool(flags & 0x4) or any(m & (1 << (signal.SIGKILL - 1)) for m in pending)


def alive(pid, start=None):
    """pid exists, is neither a zombie nor killed (see killed()) and (if start is given)
    is the same process."""
    st = proc_stat(pid)
    return (st is not None and st[0] not in ("Z", "X") and (start is None or st[2] == start)
            and not killed(pid))


def snapshot(pid):
    """{child pid: start time} of pid's live descendants (see alive())."""
    out = {}
    for p in descendants(pid):
        st = proc_stat(p)
        if st is not None and alive(p, st[2]):
            out[p] = st[2]
    return out


def default_pool():
    """The server's default --pool: the CPUs online, 2 to 16."""
    return max(2, min(16, os.sysconf("SC_NPROCESSORS_ONLN")))


def settled(server, n):
    """{pid: start} of server's live descendants once there are exactly n and all sleep
    (a template and warm workers waiting for work), else None: for wait_for."""
    procs = snapshot(server)
    if len(procs) != n or any((proc_stat(p) or ("S",))[0] != "S" for p in procs):
        return None
    return procs


def wait_gone(procs, timeout):
    """Wait until none of {pid: start} is alive; return the ones still alive."""
    deadline = time.monotonic() + timeout
    while True:
        left = {p: s for p, s in procs.items() if alive(p, s)}
        if not left or time.monotonic() >= deadline:
            return left
        time.sleep(0.02)


def comm(pid):
    try:
        with open("/proc/%d/comm" % pid) as f:
            return f.read().strip()
    except OSError:
        return ""


def busy_workers(server, n=1, cpu_s=0.3, timeout=60.0):
    """The first n workers of `server` to use cpu_s seconds of CPU from the first look:
    the ones running code that keeps a CPU busy (a worker getting ready uses a few ms;
    the template, its oldest safepy-worker child, is never one). Waits for them, however
    loaded the machine is, up to `timeout`."""
    need = cpu_s * os.sysconf("SC_CLK_TCK")
    base, found = {}, []

    def look():
        workers = sorted((st[2], p) for p, st in ((p, proc_stat(p)) for p in children(server))
                         if st is not None and alive(p, st[2]) and comm(p) == "safepy-worker")
        for _, p in workers[1:]:
            st = proc_stat(p)
            if st is None:
                continue
            base.setdefault(p, st[1])
            if p not in found and st[1] - base[p] >= need:
                found.append(p)
        return found[:n] if len(found) >= n else None
    return wait_for(look, timeout, "%d busy worker(s) under %d" % (n, server))


def cpu_ticks(pids):
    out = {}
    for p in pids:
        st = proc_stat(p)
        if st is not None:
            out[p] = st[1]
    return out


def spinning(pids, window=0.5, min_ticks=None):
    """The pids that used at least ~15% of a CPU during the window (an idle process
    uses none; a busy loop uses ~100%, or 50% on a loaded 2-CPU machine)."""
    hz = os.sysconf("SC_CLK_TCK")
    if min_ticks is None:
        min_ticks = max(2, int(0.15 * window * hz))
    a = cpu_ticks(pids)
    time.sleep(window)
    b = cpu_ticks(pids)
    return [p for p in a if p in b and b[p] - a[p] >= min_ticks]


def policy(*opts):
    """`safepy policy OPTS` as JSON (it must exit 0)."""
    p = subprocess.run([safepy_path(), "policy"] + list(opts), stdin=subprocess.DEVNULL,
                       capture_output=True, timeout=120)
    if p.returncode != 0:
        raise AssertionError("safepy policy %s: exit %d: %s" % (" ".join(opts), p.returncode,
                                                                p.stderr.decode(errors="replace")))
    return json.loads(p.stdout)


def run_main():
    """unittest.main() for the scripts: prints the summary, exits non-zero on failure."""
    import unittest
    unittest.main(verbosity=2, buffer=False)


class ServerCase(unittest.TestCase):
    """A test that starts `safepy mcp` servers (self.server(*opts)); each must exit 0 on
    stdin EOF at the end without sending a request, else the test fails."""
    stop_timeout = 30

    def server(self, *opts):
        c = CheckedClient([safepy_path(), "mcp"] + list(opts))
        self.addCleanup(self._stop, c)
        return c

    def _stop(self, c):
        if c.proc.poll() is None and not c.proc.stdin.closed:
            rc, rest = c.finish(self.stop_timeout)
            self.assertEqual(rc, 0, "exit status after stdin EOF")
            self.assertEqual([m for m in rest if "method" in m], [], "requests at shutdown")
        else:
            c.dispose()


def check_gone(test, c, procs, how):
    """Stops the server c (stop_server's how), then: every process of procs gone within
    2 s of that, and no request sent at shutdown. Returns the exit status."""
    rc, t0 = stop_server(test, c, how)
    left = wait_gone(procs, max(0.0, 2.0 - (time.monotonic() - t0)))
    test.assertEqual(left, {}, "still running 2 s after %s: %r" % (how, {p: proc_stat(p) for p in left}))
    for m in c.drain(1.0):
        test.assertNotIn("method", m, m)
    return rc
