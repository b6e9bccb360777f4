#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Named sessions (run_python's `session` and `reset` arguments), seen from a client and
from /proc.

- State: the globals of a session's earlier calls (variables, functions, imports,
  classes, a module changed) are there in its later calls; `session.new` says whether
  the call is the first of its session; rule 2 of the result rule counts only a `result`
  this call bound; errors, tracebacks and SystemExit leave the session as it was. Its
  worker is confined like any other (user, seccomp, capabilities, namespaces, rlimits).
- Isolation: between sessions, between a session and calls without one, between two
  connections of one `safepy serve` daemon naming the same session.
- Order: calls on one session run one at a time in arrival order (pipelined, checked with
  time.monotonic() values they record); other sessions and calls without a session run
  beside them; the wall clock of a call starts when it runs, not while it waits.
- Endings: `reset: true`; idle expiry (--session-idle); a timeout, a MemoryError (also from
  memory kept by earlier calls: the limit is the session's), CPULimitExceeded (CPU time is
  the session's too), a worker killed between calls or during one, a cancelled call. Each time the next call naming the session is
  SessionLost with the reason and is not run, and the call after it starts a new session
  (also when both were waiting behind the lost call). A cancelled call that only waited in
  the queue costs nothing.
- Limits: --max-sessions per connection, the server-wide one from --max-workers (across
  the daemon's connections too), --no-sessions, the policy file's keys, `safepy policy`.
- Bad arguments; the tool declaration (and, with --no-sessions, no offer of sessions);
  no worker left behind after stdin EOF or SIGTERM, of `safepy mcp` or of the daemon, or
  when a daemon's connection closes.

Every wait is on a condition with a deadline: the suite must pass on a fully loaded
machine. Run: SAFEPY=build/safepy python3 tests/e2e/test_sessions.py
"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
sys.path.insert(0, HERE)

from mcpclient import safepy_path  # noqa: E402
from procs import status_field  # noqa: E402
from waiting import unix_listening  # noqa: E402
from e2eutil import (check_gone, OUTPUT_FIELDS, CheckedClient, ServerCase, alive, busy_workers, call_params,  # noqa: E402
                     children, comm, policy, proc_stat, run_main, snapshot, stop_server, wait_for,
                     wait_gone)

SAFEPY = safepy_path()
HZ = os.sysconf("SC_CLK_TCK")
PING = '{"jsonrpc":"2.0","id":"sentinel","method":"ping"}'
# Code that keeps a CPU busy for `s` seconds of its own CPU time, however loaded the
# machine is: the CPU a worker used marks it in /proc (see session_worker()).
SPIN_CPU = "import time\nt = time.process_time()\nwhile time.process_time() - t < %s: pass\n"
# What a call that names a lost session is told.
LOST = ("session '%s' was lost: %s. Its state is gone and this code was not run; "
        "the next call naming '%s' starts a new session")
TIMED_OUT = "a call in it took longer than its time limit (TimeoutError)"
OUT_OF_MEMORY = "a call in it ran out of memory (MemoryError)"
CANCELLED = "a call in it was cancelled"


def call_line(id, code, **args):
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": "tools/call",
                       "params": call_params(code, **args)})


def cancel_line(id):
    return json.dumps({"jsonrpc": "2.0", "method": "notifications/cancelled",
                       "params": {"requestId": id, "reason": "test"}})


def session_worker(server, min_cpu=0.2, timeout=60.0):
    """(pid, start time) of the one worker of `server` that has used min_cpu s of CPU and
    lives on: the worker of a session whose call ran SPIN_CPU. Warm workers use a few ms
    getting ready, a call without a session takes its worker with it, and the template
    (the server's oldest safepy-worker child) is left out."""
    def look():
        workers = sorted((st[2], p) for p, st in ((p, proc_stat(p)) for p in children(server))
                         if st is not None and alive(p, st[2]) and comm(p) == "safepy-worker")
        found = [(p, s) for s, p in workers[1:] if (proc_stat(p) or ("", 0))[1] >= min_cpu * HZ]
        return found[0] if len(found) == 1 else None
    return wait_for(look, timeout, "the one session worker of %d" % server)


def reaped(pid, start):
    """Whether pid is gone from /proc: its parent has reaped it (and, for the server,
    dealt with its death in the same step)."""
    st = proc_stat(pid)
    return st is None or st[2] != start


class SessionTest(ServerCase):
    """A `safepy mcp` server per test, with the options in `opts`."""
    opts = ()

    def setUp(self):
        self.c = self.server(*self.opts)

    def sc(self, msg):
        """structuredContent of a tools/call answer, checked against isError."""
        self.assertIn("result", msg, msg)
        sc = msg["result"]["structuredContent"]
        self.assertIs(msg["result"]["isError"], sc["error"] is not None, msg)
        self.assertEqual(json.loads(msg["result"]["content"][0]["text"]), sc)
        return sc

    def call(self, code, session=None, c=None, timeout=120, **args):
        if session is not None:
            args["session"] = session
        return self.sc((c or self.c).request("tools/call", call_params(code, **args), timeout=timeout))

    def ok(self, code, session, new=False, c=None, **args):
        """Runs code in the session; it must succeed; returns its result."""
        sc = self.call(code, session, c, **args)
        self.assertIsNone(sc["error"], sc)
        self.assertEqual(sc.get("session"), {"name": session, "new": new}, sc)
        return sc["result"]

    def error(self, code, session, etype, c=None, **args):
        """Runs code; it must fail with etype; returns the structuredContent."""
        sc = self.call(code, session, c, **args)
        self.assertEqual(sc["error"] and sc["error"]["type"], etype, sc)
        self.assertIsNone(sc["result"], sc)
        return sc

    def refused(self, code, session, etype, c=None, **args):
        """The call is refused before it runs (no logs, no session object): its error."""
        sc = self.error(code, session, etype, c, **args)
        self.assertEqual(sc["logs"], "", sc)
        self.assertNotIn("session", sc)
        return sc["error"]

    def assert_lost(self, name, why, c=None):
        """The next call naming the session is SessionLost saying why, and does not run;
        the call after it starts a new session, with neither the old state (x) nor
        anything of the refused call."""
        err = self.refused("print('ran')\nran = 1", name, "SessionLost", c)
        if isinstance(why, str):
            self.assertEqual(err["message"], LOST % (name, why, name))
        else:  # a pattern for the reason
            whole = re.escape(LOST % (name, "\0", name)).replace("\0", why.pattern)
            self.assertRegex(err["message"], "^%s$" % whole)
        self.assertEqual((err["line"], err["traceback"]), (None, ""))
        # The two calls after it go together: the second finds the first's state however
        # long the client takes to send it (the session is not idle while a call waits).
        c = c or self.c
        c.send_lines(call_line("after1", "[n in globals() for n in ('x', 'ran')]", session=name),
                     call_line("after2", "x = 2\nx", session=name))
        got, order = self.answers(["after1", "after2"], c)
        self.assertEqual(order, ["after1", "after2"])
        for id, result, new in (("after1", [False, False], True), ("after2", 2, False)):
            sc = self.sc(got[id])
            self.assertIsNone(sc["error"], sc)
            self.assertEqual((sc["result"], sc["session"]), (result, {"name": name, "new": new}), sc)

    def sentinel_next(self, c=None):
        """Sends a ping: every message read before its answer."""
        c = c or self.c
        c.send_lines(PING)
        before = []
        while True:
            m = c.next_msg(30)
            if m.get("id") == "sentinel" and "method" not in m:
                return before
            before.append(m)

    def answers(self, ids, c=None, timeout=120):
        """{id: message} of the answers to ids, in the order they came ([ids])."""
        c = c or self.c
        got, order = {}, []
        deadline = time.monotonic() + timeout
        while len(got) < len(ids):
            m = c.next_msg(max(0.1, deadline - time.monotonic()))
            if "method" in m:
                continue  # a notification (progress is not asked for)
            self.assertIn(m.get("id"), ids, "an answer to an id never sent: %r" % (m,))
            self.assertNotIn(m["id"], got, "answered twice: %r" % (m,))
            got[m["id"]] = m
            order.append(m["id"])
        return got, order


# ---------------------------------------------------------------------------
class State(SessionTest):
    def test_state_persists(self):
        self.assertEqual(self.ok("import math\nx = 40\ndef f(v):\n    return v + 2\n"
                                 "class K:\n    def __init__(self):\n        self.v = x\nk = K()\nf(x)",
                                 "s1", new=True), 42)
        # Variables, functions, imports, classes and instances of the earlier call are there.
        self.assertEqual(self.ok("x += 1\nx", "s1"), 41)
        self.assertEqual(self.ok("f(x)", "s1"), 43)
        self.assertEqual(self.ok("math.factorial(5)", "s1"), 120)
        self.assertEqual(self.ok("[isinstance(k, K), k.v, K().v]", "s1"), [True, 40, 41])
        # `new` is false from the second call on, errors included.
        sc = self.error("1/0", "s1", "ZeroDivisionError")
        self.assertEqual(sc["session"], {"name": "s1", "new": False})
        # A lambda and a generator made in one call run in the next.
        self.ok("g = (i * i for i in range(4))\nsq = lambda v: v * v", "s1")
        self.assertEqual(self.ok("[next(g), next(g), sq(9)]", "s1"), [0, 1, 81])
        self.assertEqual(self.ok("list(g)", "s1"), [4, 9])
        # The module is __main__ in every call.
        self.assertEqual(self.ok("__name__", "s1"), "__main__")

    def test_redefined_function_replaces_the_old_one(self):
        self.ok("def f():\n    return 1\ndef g():\n    return f() * 10", "r", new=True)
        self.assertEqual(self.ok("g()", "r"), 10)
        self.ok("def f():\n    return 2", "r")
        self.assertEqual(self.ok("[f(), g()]", "r"), [2, 20])
        # A class too: new instances are of the new class, old ones keep theirs.
        self.ok("class C:\n    v = 1\nold = C()", "r")
        self.ok("class C:\n    v = 2", "r")
        self.assertEqual(self.ok("[old.v, C().v, isinstance(old, C)]", "r"), [1, 2, False])

    def test_module_changed_in_a_session_stays_in_it(self):
        self.assertEqual(self.ok("import math\nmath.pi = 3\nmath.pi", "m", new=True), 3)
        self.assertEqual(self.ok("import math\nmath.pi", "m"), 3)
        self.assertEqual(self.ok("import math\nmath.pi", "other", new=True), 3.141592653589793)
        self.assertEqual(self.call("import math\nmath.pi")["result"], 3.141592653589793)

    def test_rule_2_counts_only_a_result_this_call_bound(self):
        # (code, result, result_type), one call after the other in one session: each step
        # is checked, and one that fails does not hide the next.
        steps = [
            ("result = 5", 5, "int"),
            # Rule 3 (the name the last statement assigns), not the earlier call's `result`.
            ("y = 2", 2, "int"),
            ("print('hi')", None, None),
            # Bound again, even to the very same object.
            ("result = 5\nprint()", 5, "int"),
            # An expression is rule 1 as ever; `result` is still readable.
            ("result + 1", 6, "int"),
            # Code that could bind it but does not run, and a class attribute of that
            # name, do not count.
            ("if y > 100:\n    result = 1\nprint()", None, None),
            ("def setr(v):\n    global result\n    result = v", None, None),
            ("class K:\n    result = 1\nprint()", None, None),
            # Bound by a function of an earlier call, called in this one.
            ("setr(7)", 7, "int"),
            ("z = [1]\nsetr(None)", None, "NoneType"),
            ("w = 3", 3, "int"),
            # Deleted in this call: rule 2 does not apply.
            ("del result\nv = 4", 4, "int"),
            ("pass", None, None),
        ]
        for i, (code, result, rtype) in enumerate(steps):
            with self.subTest(step=i, code=code):
                sc = self.call(code, "r2")
                self.assertIsNone(sc["error"], sc)
                self.assertEqual(sc["session"], {"name": "r2", "new": i == 0})
                self.assertEqual((sc["result"], sc["result_type"]), (result, rtype))

    def test_errors_keep_the_session(self):
        self.ok("x = 1", "e", new=True)
        # What ran before the exception stays, as in a REPL; what came after never ran.
        sc = self.error("y = 2\nraise ValueError('v')\nz = 3", "e", "ValueError")
        self.assertEqual((sc["error"]["line"], sc["session"]), (2, {"name": "e", "new": False}))
        self.assertEqual(self.ok("[n in globals() for n in 'xyz']", "e"), [True, True, False])
        # A syntax error runs nothing.
        self.error("w = 1\ndef (:", "e", "SyntaxError")
        self.assertEqual(self.ok("'w' in globals()", "e"), False)
        # exit() ends the call, not the session.
        self.error("q = 1\nexit(3)", "e", "SystemExit")
        self.assertEqual(self.ok("[x, y, q]", "e"), [1, 2, 1])
        # A refused import or attribute is an error like any.
        self.error("import os", "e", "ModuleNotFoundError")
        self.error("(lambda: 0).__globals__", "e", "SandboxError")
        self.assertEqual(self.ok("x", "e"), 1)

    def test_logs_and_results_are_per_call(self):
        sc = self.call("print('a')\nclass D:\n    def __del__(self):\n        print('gone')\nd = D()\nNone", "l")
        self.assertEqual((sc["logs"], sc["result"]), ("a\n", None))
        self.assertEqual(self.call("print('b')", "l")["logs"], "b\n")
        # A finalizer runs in the call that drops the object, and prints into its logs.
        self.assertEqual(self.call("del d\nprint('c')", "l")["logs"], "gone\nc\n")
        # A result too large is this call's error; what the call bound stays.
        sc = self.error("big = 'x' * (2 << 20)\nbig", "l", "ResultTooLarge")
        self.assertEqual(sc["session"], {"name": "l", "new": False})
        self.assertEqual(self.ok("len(big)", "l"), 2 << 20)
        # The random generator goes on from call to call, as in one program.
        self.ok("import random\nrandom.seed(1)\nfirst = [random.random() for _ in range(2)]", "l")
        self.assertEqual(self.ok("random.seed(1)\nrandom.random()", "l"), self.ok("first[0]", "l"))
        self.ok("random.seed(1)\nrandom.random()", "l")
        self.assertEqual(self.ok("random.random() == first[1]", "l"), True)

    def test_traceback_shows_this_calls_lines(self):
        self.ok("def f():\n    return 1 / 0", "tb", new=True)
        sc = self.error("x = 1\nf()", "tb", "ZeroDivisionError")
        # error.line is this call's line; f's frame keeps its own line number, without a
        # source line this call's text would give wrongly.
        self.assertEqual(sc["error"]["line"], 2)
        self.assertEqual(sc["error"]["traceback"],
                         'Traceback (most recent call last):\n'
                         '  File "<code>", line 2, in <module>\n'
                         '    f()\n'
                         '  File "<code>", line 2, in f\n'
                         'ZeroDivisionError: division by zero')

    def test_isolation_between_sessions(self):
        self.ok("x = 'a'\ndef f():\n    return 'fa'", "a", new=True)
        self.ok("x = 'b'", "b", new=True)
        self.assertEqual(self.ok("[x, 'f' in globals()]", "b"), ["b", False])
        self.assertEqual(self.ok("[x, f()]", "a"), ["a", "fa"])
        # Names are case-sensitive: "A" is another session.
        self.assertEqual(self.ok("'x' in globals()", "A", new=True), False)
        self.assertEqual(self.ok("x", "a"), "a")

    def test_every_name_the_rule_allows(self):
        # Seven sessions at once: more than the default --max-workers leaves on a small
        # machine.
        c = self.server("--max-workers", "8")
        names = ("A-z_0.9", ".", "..", "-", "_", "0", "n" * 64)
        for name in names:
            self.assertEqual(self.ok("'x' in globals()", name, new=True, c=c), False)
            self.ok("x = %r" % name, name, c=c)
        for name in names:
            self.assertEqual(self.ok("x", name, c=c), name)

    def test_isolation_from_calls_without_a_session(self):
        self.ok("secret = 42", "s", new=True)
        for _ in range(3):  # whatever worker serves it
            sc = self.call("secret")
            self.assertEqual(sc["error"]["type"], "NameError", sc)
            self.assertNotIn("session", sc)
        sc = self.call("free = 1\nfree")
        self.assertEqual(sc["result"], 1)
        self.assertNotIn("session", sc)
        self.assertEqual(self.ok("['free' in globals(), secret]", "s"), [False, 42])

    def test_sessions_run_in_parallel_with_each_other_and_calls_without_one(self):
        code = "import time\nt0 = time.monotonic()\ntime.sleep(1)\nresult = ['%s', t0, time.monotonic()]"
        self.c.send_lines(call_line("p1", code % "p1", session="p1"),
                          call_line("p2", code % "p2", session="p2"),
                          call_line("free", code % "free"))
        got, _ = self.answers(["p1", "p2", "free"])
        runs = {}
        for id, m in got.items():
            sc = self.sc(m)
            self.assertIsNone(sc["error"], sc)
            self.assertEqual(sc["result"][0], id)
            runs[id] = sc["result"][1:]
        # The three sleeps overlap in time (CLOCK_MONOTONIC is one clock for every
        # process), however slow the machine is.
        for a, b in (("p1", "p2"), ("p1", "free"), ("p2", "free")):
            self.assertTrue(runs[a][0] < runs[b][1] and runs[b][0] < runs[a][1],
                            "%s and %s did not run in parallel: %r" % (a, b, runs))

    def test_calls_on_one_session_run_one_at_a_time_in_arrival_order(self):
        self.ok("log = []", "q", new=True)
        code = ("import time\nt0 = time.monotonic()\n" + SPIN_CPU % 0.3 +
                "log.append(%d)\nresult = [list(log), t0, time.monotonic()]")
        # Pipelined in one write; a call without a session comes in the middle.
        self.c.send_lines(call_line(1, code % 1, session="q"), call_line(2, code % 2, session="q"),
                          call_line("free", "import time\ntime.monotonic()"),
                          call_line(3, code % 3, session="q"), call_line(4, code % 4, session="q"))
        got, order = self.answers([1, 2, "free", 3, 4])
        runs = []
        for i in (1, 2, 3, 4):
            sc = self.sc(got[i])
            self.assertIsNone(sc["error"], sc)
            self.assertEqual(sc["session"], {"name": "q", "new": False})
            self.assertEqual(sc["result"][0], list(range(1, i + 1)), "call %d ran out of order" % i)
            runs.append(sc["result"][1:])
        self.assertEqual([i for i in order if i != "free"], [1, 2, 3, 4])
        for (s1, e1), (s2, e2) in zip(runs, runs[1:]):
            self.assertLessEqual(e1, s2, "two calls of one session overlapped: %r" % (runs,))
        # The call without a session was not held back behind the session's queue: it
        # ran before the session's last call even started.
        free = self.sc(got["free"])
        self.assertIsNone(free["error"], free)
        self.assertNotIn("session", free)
        self.assertLess(free["result"], runs[3][0], "the call without a session waited for the session's calls")
        self.assertLess(order.index("free"), order.index(4))

    def test_wall_clock_is_per_call(self):
        # The second call waits ~2.5 s behind the first; its 2 s limit counts from when it
        # starts, and it takes a few ms.
        self.c.send_lines(call_line(1, "import time\ntime.sleep(2.5)\nx = 1", session="w"),
                          call_line(2, "x + 1", session="w", timeout_s=2))
        got, order = self.answers([1, 2])
        self.assertEqual(order, [1, 2])
        self.assertEqual(self.sc(got[1])["result"], 1, got[1])
        sc = self.sc(got[2])
        self.assertIsNone(sc["error"], sc)
        self.assertEqual((sc["result"], sc["session"]["new"]), (2, False))
        self.assertLess(sc["duration_ms"], 2000, "the duration counts the wait in the queue")

    def test_reset(self):
        self.ok("x = 1\nimport math", "r", new=True)
        # State dropped before the call runs; the call runs, in a new session.
        self.assertEqual(self.ok("[n in globals() for n in ('x', 'math')]", "r", new=True, reset=True),
                         [False, False])
        self.ok("x = 2", "r")
        self.assertEqual(self.ok("x", "r", reset=False), 2)
        # Reset of a name never used: a new session, as without reset.
        self.assertEqual(self.ok("'x' in globals()", "fresh", new=True, reset=True), False)
        # Reset right after a loss: the caller asked for a new session and gets one,
        # without being told about the old one.
        self.ok("x = 3", "r2", new=True)
        self.error("while True: pass", "r2", "TimeoutError", timeout_s=0.5)
        self.assertEqual(self.ok("'x' in globals()", "r2", new=True, reset=True), False)
        self.assertEqual(self.ok("y = 5\ny", "r2"), 5)
        # The resets of the other sessions left this one alone.
        self.assertEqual(self.ok("x", "r"), 2)

    def test_timeout_ends_the_session(self):
        self.ok("x = 1", "t", new=True)
        t0 = time.monotonic()
        sc = self.error("while True: pass", "t", "TimeoutError", timeout_s=1)
        self.assertLess(time.monotonic() - t0, 10, "the 1 s limit was enforced late")
        self.assertEqual(sc["session"], {"name": "t", "new": False})
        self.assertIn("the 1 s time limit", sc["error"]["message"])
        self.assert_lost("t", TIMED_OUT)
        # A call sleeping past its limit too.
        self.error("import time\ntime.sleep(100)", "t", "TimeoutError", timeout_s=0.5)
        self.assert_lost("t", TIMED_OUT)

    def test_calls_waiting_behind_a_lost_call(self):
        # As CONTRACT.md says it: the calls already waiting were written for the lost
        # state, so each is told and none runs; the next call to arrive starts anew.
        self.ok("x = 1", "p", new=True)
        self.c.send_lines(call_line(1, "while True: pass", session="p", timeout_s=1),
                          call_line(2, "x = x + 1\nx", session="p"),
                          call_line(3, "x = x + 10\nx", session="p"),
                          call_line(4, "x = 5\nx", session="p"))
        got, order = self.answers([1, 2, 3, 4])
        self.assertEqual(order, [1, 2, 3, 4])
        self.assertEqual(self.sc(got[1])["error"]["type"], "TimeoutError")
        sc = self.sc(got[2])
        self.assertEqual(sc["error"]["type"], "SessionLost", sc)
        self.assertEqual(sc["error"]["message"], LOST % ("p", TIMED_OUT, "p"))
        self.assertNotIn("session", sc)
        for i in (3, 4):
            sc = self.sc(got[i])
            self.assertEqual(sc["error"]["type"], "SessionLost", sc)
            self.assertEqual(sc["error"]["message"], LOST % ("p", TIMED_OUT, "p"))
            self.assertNotIn("session", sc)
        self.ok("x = 5\nx", "p", new=True)

    def test_killed_worker_between_calls(self):
        self.ok(SPIN_CPU % 0.3 + "x = 1", "k", new=True)
        pid, start = session_worker(self.c.proc.pid)
        os.kill(pid, signal.SIGKILL)
        # The next call comes once the worker has died (a zombie until the server reaps
        # it), whether or not the server has seen it yet.
        wait_for(lambda: (proc_stat(pid) or ("Z",))[0] == "Z" or reaped(pid, start), 30, "the killed worker dead")
        self.assert_lost("k", re.compile(r"its worker went away \(WorkerKilled: [^)]*KILL[^)]*\)"))

    def test_killed_worker_during_a_call(self):
        self.ok("x = 1", "k", new=True)
        self.c.send_lines(call_line("spin", "while True: pass", session="k", timeout_s=120))
        pid, = busy_workers(self.c.proc.pid)
        os.kill(pid, signal.SIGKILL)
        got, _ = self.answers(["spin"])
        sc = self.sc(got["spin"])
        self.assertEqual(sc["error"]["type"], "WorkerKilled", sc)
        self.assertEqual(sc["session"], {"name": "k", "new": False})
        self.assert_lost("k", re.compile(r"its worker went away \(WorkerKilled: [^)]*KILL[^)]*\)"))

    def test_cancelled_call_ends_the_session(self):
        self.ok("x = 1", "c", new=True)
        self.c.send_lines(call_line("spin", "while True: pass", session="c", timeout_s=120))
        pid, = busy_workers(self.c.proc.pid)
        start = proc_stat(pid)[2]
        self.c.send_lines(cancel_line("spin"))
        self.assertEqual(wait_gone({pid: start}, 30), {}, "the cancelled call's worker still runs")
        # No answer for the cancelled call, ever: its worker is gone.
        self.assertEqual(self.sentinel_next(), [], "an answer to a cancelled call")
        self.assert_lost("c", CANCELLED)
        self.assertEqual(self.sentinel_next(), [])

    def test_cancelled_waiting_call_costs_nothing(self):
        # The second call only waits behind the first (which runs for 0.5 s of CPU):
        # cancelling it drops it, and the session goes on.
        self.ok("log = []", "cw", new=True)
        self.c.send_lines(call_line("a", SPIN_CPU % 0.5 + "log.append('a')", session="cw"),
                          call_line("b", "log.append('b')", session="cw"),
                          call_line("c", "log", session="cw"),
                          cancel_line("b"))
        got, order = self.answers(["a", "c"])
        self.assertEqual(order, ["a", "c"])
        sc = self.sc(got["c"])
        self.assertEqual((sc["result"], sc["session"]), (["a"], {"name": "cw", "new": False}), sc)
        self.assertEqual(self.sentinel_next(), [], "an answer to the cancelled call")
        self.assertEqual(self.ok("log", "cw"), ["a"])

    def test_session_worker_is_confined_like_any(self):
        # Compared with a warm worker of the same server, after the session has run calls:
        # the same user, seccomp filters, no_new_privs, capabilities, namespaces, rlimits
        # and open files (its socket only).
        self.ok("x = 1", "conf", new=True)
        self.ok(SPIN_CPU % 0.3 + "x += 1", "conf")
        pid, _ = session_worker(self.c.proc.pid)

        def looks(p):
            fields = [status_field(p, f) for f in ("Uid", "Gid", "Groups", "Seccomp", "Seccomp_filters",
                                                    "NoNewPrivs", "CapInh", "CapPrm", "CapEff", "CapBnd",
                                                    "CapAmb")]
            with open("/proc/%d/limits" % p) as f:
                limits = f.read()
            ns = [os.readlink("/proc/%d/ns/%s" % (p, n)) for n in ("user", "net", "ipc", "mnt")]
            return fields, limits, ns, sorted(os.listdir("/proc/%d/fd" % p))

        def warm():
            workers = sorted((st[2], p) for p, st in ((p, proc_stat(p)) for p in children(self.c.proc.pid))
                             if st is not None and alive(p, st[2]) and comm(p) == "safepy-worker")
            return [p for _, p in workers[1:] if p != pid and status_field(p, "Seccomp") == "2"]
        other = wait_for(warm, 60, "a warm worker beside the session's")[0]
        mine, theirs = looks(pid), looks(other)
        self.assertEqual(mine[0], theirs[0], "status fields: session worker %d vs warm worker %d" % (pid, other))
        self.assertEqual(mine[0][3:6], ["2", theirs[0][4], "1"])
        self.assertEqual(mine[1], theirs[1], "rlimits")
        self.assertEqual(mine[2], theirs[2], "namespaces")
        self.assertEqual(mine[3], theirs[3], "open files")

    def test_bad_arguments(self):
        bad_session = "argument 'session' must be a name of 1 to 64 letters, digits, '_', '.' or '-'"
        cases = [({"session": ""}, bad_session), ({"session": "n" * 65}, bad_session),
                 ({"session": "a b"}, bad_session), ({"session": "a/b"}, bad_session),
                 ({"session": "caf\u00e9"}, bad_session), ({"session": "a\nb"}, bad_session),
                 ({"session": "a\u0000b"}, bad_session), ({"session": "x:y"}, bad_session),
                 ({"session": 5}, bad_session), ({"session": None}, bad_session),
                 ({"session": True}, bad_session), ({"session": ["a"]}, bad_session),
                 ({"session": {"name": "a"}}, bad_session),
                 ({"reset": True}, "argument 'reset' goes with 'session'"),
                 ({"reset": False}, "argument 'reset' goes with 'session'"),
                 ({"session": "ok", "reset": "true"}, "argument 'reset' must be true or false"),
                 ({"session": "ok", "reset": 1}, "argument 'reset' must be true or false"),
                 ({"session": "ok", "reset": None}, "argument 'reset' must be true or false"),
                 ({"session": "ok", "reset": [True]}, "argument 'reset' must be true or false"),
                 ({"session": "ok", "sesion": "ok"}, "unknown argument 'sesion'")]
        for args, msg in cases:
            with self.subTest(args=args):
                sc = self.sc(self.c.request("tools/call", call_params("print('ran')", **args)))
                self.assertEqual(sc["error"] and sc["error"]["type"], "InvalidArguments", sc)
                self.assertIn(msg, sc["error"]["message"])
                self.assertEqual(sc["logs"], "")
                self.assertNotIn("session", sc)
        # None of them made a session.
        self.assertEqual(self.ok("'x' in globals()", "ok", new=True), False)

    def test_tool_declaration(self):
        init = self.c.init_result
        self.assertIn("session", init.get("instructions", ""))
        t = self.c.request("tools/list")["result"]["tools"][0]
        desc = t["description"]
        for word in ("session", "reset", "900 s"):
            self.assertIn(word, desc)
        props = t["inputSchema"]["properties"]
        self.assertEqual(props["session"]["type"], "string")
        self.assertTrue(props["session"].get("description"))
        self.assertEqual(props["reset"]["type"], "boolean")
        self.assertTrue(props["reset"].get("description"))
        self.assertEqual(t["inputSchema"]["required"], ["code"])
        # The pattern is the server's rule.
        pattern = props["session"]["pattern"]
        for name in ("a", "A-z_0.9", "n" * 64):
            self.assertRegex(name, pattern)
        for name in ("", "n" * 65, "a b", "caf\u00e9"):
            self.assertIsNone(re.search(pattern, name), name)
        out = t["outputSchema"]
        self.assertEqual(set(out["required"]), OUTPUT_FIELDS)  # "session" is optional
        s = out["properties"]["session"]
        self.assertEqual((s["type"], s["properties"]["name"]["type"], s["properties"]["new"]["type"]),
                         ("object", "string", "boolean"))
        self.assertEqual(set(s["required"]), {"name", "new"})


# ---------------------------------------------------------------------------
class Memory(SessionTest):
    # A worker starts at ~70 MiB of address space.
    opts = ("--memory", "256")

    def test_memory_error_ends_the_session(self):
        self.ok("x = 1", "m", new=True)
        sc = self.error("keep = [bytes(1000) for _ in range(10**7)]", "m", "MemoryError")
        self.assertEqual(sc["session"], {"name": "m", "new": False})
        self.assert_lost("m", OUT_OF_MEMORY)

    def test_the_limit_is_for_the_whole_session(self):
        # 120 MiB fit in a worker, twice do not: what earlier calls keep counts.
        self.assertEqual(self.call("len(bytearray(120 << 20))")["result"], 120 << 20)
        self.assertEqual(self.ok("x = 1\na = bytearray(120 << 20)\nlen(a)", "m", new=True), 120 << 20)
        self.error("b = bytearray(120 << 20)", "m", "MemoryError")
        self.assert_lost("m", OUT_OF_MEMORY)
        self.assertEqual(self.ok("b = bytearray(120 << 20)\nlen(b)", "m"), 120 << 20)


class CpuTime(SessionTest):
    # The CPU time limit is 2 s past the longest wall clock allowed: 4 s here.
    opts = ("--timeout", "2", "--max-timeout", "2")

    def test_cpu_time_is_for_the_whole_session(self):
        # Unlike the wall clock, CPU time is the session worker's (CONTRACT.md): calls that
        # each keep well within the limit add up to it, and the call that crosses it ends
        # the session.
        used = 0.0
        for i in range(30):
            sc = self.call(SPIN_CPU % 0.3 + "n = globals().get('n', 0) + 1\ntime.process_time()", "cpu")
            if sc["error"] is not None:
                break
            self.assertEqual(sc["session"], {"name": "cpu", "new": i == 0})
            used = sc["result"]
        else:
            self.fail("30 calls of 0.3 s CPU time each, and no CPU time limit: %r" % (used,))
        self.assertEqual(sc["error"]["type"], "CPULimitExceeded", sc)
        cpu_msg = "used more than the 4 s CPU time limit (a session's calls share it: this session used it up)"
        self.assertEqual(sc["error"]["message"], cpu_msg)
        self.assertEqual(sc["session"], {"name": "cpu", "new": False})
        self.assertGreater(used, 3.0, "the session ended before it used its CPU time")
        self.assert_lost("cpu", "its worker used up its CPU time (CPULimitExceeded: %s)" % cpu_msg)


class Idle(SessionTest):
    opts = ("--session-idle", "1")

    def test_idle_session_ends(self):
        self.assertIn("1 s", self.c.request("tools/list")["result"]["tools"][0]["description"])
        t_sent = time.monotonic()
        self.ok(SPIN_CPU % 0.3 + "x = 1", "i", new=True)
        pid, start = session_worker(self.c.proc.pid)
        # No call: the server ends the session (its worker goes) on its own...
        self.assertEqual(wait_gone({pid: start}, 60), {}, "the idle session's worker still runs")
        # ...not before it was idle for 1 s (counted from no earlier than the call).
        self.assertGreaterEqual(time.monotonic() - t_sent, 1.0)
        self.assert_lost("i", "it had no call for 1 s (--session-idle)")

    def test_running_or_waiting_calls_are_not_idle(self):
        # A call running for longer than the idle time, and the call waiting behind it,
        # keep the session.
        self.c.send_lines(call_line(1, "x = 1\nimport time\ntime.sleep(2.5)", session="b"),
                          call_line(2, "x", session="b"))
        got, order = self.answers([1, 2])
        self.assertEqual(order, [1, 2])
        self.assertIsNone(self.sc(got[1])["error"])
        self.assertEqual(self.sc(got[2])["result"], 1, got[2])
        self.assertEqual(self.sc(got[2])["session"], {"name": "b", "new": False})


class Limits(unittest.TestCase):
    def server(self, *opts):
        c = CheckedClient([SAFEPY, "mcp"] + list(opts))
        self.addCleanup(c.dispose)
        return c

    def call(self, c, code, **args):
        m = c.request("tools/call", call_params(code, **args), timeout=120)
        sc = m["result"]["structuredContent"]
        self.assertIs(m["result"]["isError"], sc["error"] is not None, m)
        return sc

    def limit_error(self, c, session):
        sc = self.call(c, "print('ran')", session=session)
        self.assertEqual(sc["error"] and sc["error"]["type"], "SessionLimit", sc)
        self.assertEqual(sc["logs"], "")
        self.assertNotIn("session", sc)
        return sc["error"]["message"]

    def test_per_connection_limit(self):
        c = self.server("--max-sessions", "2")
        for name in ("a", "b"):
            self.assertEqual(self.call(c, "x = '%s'" % name, session=name)["session"]["new"], True)
        msg = self.limit_error(c, "c")
        self.assertIn("2 sessions", msg)
        self.assertIn("--max-sessions", msg)
        # The sessions there go on; a reset is no new session; calls without one run.
        self.assertEqual(self.call(c, "x", session="a")["result"], "a")
        self.assertEqual(self.call(c, "1", session="b", reset=True)["session"], {"name": "b", "new": True})
        self.assertEqual(self.call(c, "6 * 7")["result"], 42)
        self.limit_error(c, "c")
        # Once one ends, another can start.
        self.assertEqual(self.call(c, "while True: pass", session="a", timeout_s=0.5)["error"]["type"],
                         "TimeoutError")
        self.assertEqual(self.call(c, "x = 'c'", session="c")["session"], {"name": "c", "new": True})
        self.assertEqual(self.call(c, "1", session="a")["error"]["type"], "SessionLost")
        self.limit_error(c, "a")

    def test_server_wide_limit(self):
        # --max-workers 3: two sessions, and one worker left for calls without a session.
        c = self.server("--max-workers", "3")
        for name in ("a", "b"):
            self.assertEqual(self.call(c, "x = '%s'" % name, session=name)["session"]["new"], True)
        msg = self.limit_error(c, "c")
        self.assertIn("--max-workers 3", msg)
        self.assertIn("(2:", msg)
        # Calls without a session still run, also several at once.
        c.send_lines(*[call_line(i, "%d * 2" % i) for i in range(4)])
        for _ in range(4):
            m = c.read_msg(120)
            self.assertEqual(m["result"]["structuredContent"]["result"], m["id"] * 2, m)
        self.assertEqual(self.call(c, "x", session="b")["result"], "b")
        # A session that ends gives its place back.
        self.assertEqual(self.call(c, "while True: pass", session="a", timeout_s=0.5)["error"]["type"],
                         "TimeoutError")
        self.assertEqual(self.call(c, "x = 'c'", session="c")["session"], {"name": "c", "new": True})
        self.assertEqual(self.call(c, "1", session="a")["error"]["type"], "SessionLost")
        self.limit_error(c, "a")
        # A reset keeps the session's place.
        self.assertEqual(self.call(c, "1", session="b", reset=True)["session"], {"name": "b", "new": True})
        self.assertEqual(self.call(c, "x", session="c")["result"], "c")

    def test_no_sessions(self):
        c = self.server("--no-sessions")
        for args in ({"session": "a"}, {"session": "a", "reset": True}):
            sc = self.call(c, "print('ran')", **args)
            self.assertEqual(sc["error"] and sc["error"]["type"], "SessionsOff", sc)
            self.assertIn("--no-sessions", sc["error"]["message"])
            self.assertEqual(sc["logs"], "")
            self.assertNotIn("session", sc)
        self.assertEqual(self.call(c, "6 * 7")["result"], 42)
        # The model is not offered what the server refuses.
        t = c.request("tools/list")["result"]["tools"][0]
        self.assertNotIn("session", t["inputSchema"]["properties"])
        self.assertNotIn("reset", t["inputSchema"]["properties"])
        self.assertNotIn("calls naming the same session", t["description"])
        self.assertNotIn("names a session", c.init_result.get("instructions", ""))

    def policy_file(self, obj):
        f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        f.write(json.dumps(obj))
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def policy(self, *args):
        return policy(*args)["sessions"]

    def test_policy_file_and_command(self):
        cpus = os.sysconf("SC_NPROCESSORS_ONLN")
        default_max_workers = max(4, min(64, 2 * cpus))  # daemon/opts.c
        self.assertEqual(self.policy("--max-workers", "4"),
                         {"enabled": True, "max_per_connection": 8, "max_server_wide": 3, "idle_s": 900})
        self.assertEqual(self.policy()["max_server_wide"], default_max_workers - 1)
        p = self.policy_file({"sessions": False, "max_sessions": 3, "session_idle_s": 60})
        self.assertEqual(self.policy("--policy", p, "--max-workers", "6"),
                         {"enabled": False, "max_per_connection": 3, "max_server_wide": 5, "idle_s": 60})
        self.assertEqual(self.policy("--policy", p, "--max-sessions", "5", "--session-idle", "7"),
                         {"enabled": False, "max_per_connection": 5, "max_server_wide": default_max_workers - 1,
                          "idle_s": 7})
        self.assertIs(self.policy("--no-sessions")["enabled"], False)
        # The file's keys apply to the server.
        c = self.server("--policy", p)
        self.assertEqual(self.call(c, "1", session="a")["error"]["type"], "SessionsOff")
        c = self.server("--policy", self.policy_file({"sessions": True, "max_sessions": 1,
                                                     "session_idle_s": 1}))
        self.assertEqual(self.call(c, "x = 1", session="a")["session"]["new"], True)
        self.assertIn("1 sessions", self.limit_error(c, "b"))
        # Bad values are refused with the key named.
        for obj, msg in (({"sessions": "yes"}, "'sessions' must be true or false"),
                         ({"sessions": 1}, "'sessions' must be true or false"),
                         ({"max_sessions": 0}, "'max_sessions' must be between"),
                         ({"max_sessions": "3"}, "'max_sessions' must be an integer"),
                         ({"session_idle_s": 0}, "'session_idle_s' must be between"),
                         ({"session_idle_s": "60"}, "'session_idle_s'")):
            with self.subTest(policy=obj):
                r = subprocess.run([SAFEPY, "policy", "--policy", self.policy_file(obj)],
                                   capture_output=True, text=True, timeout=60)
                self.assertEqual(r.returncode, 2, (obj, r.stderr))
                self.assertIn(msg, r.stderr)
        for opt, val in (("--max-sessions", "0"), ("--session-idle", "0"), ("--session-idle", "x")):
            r = subprocess.run([SAFEPY, "policy", opt, val], capture_output=True, text=True, timeout=60)
            self.assertEqual(r.returncode, 2, (opt, val))
            self.assertIn(opt, r.stderr)


# ---------------------------------------------------------------------------
class SharedDaemon(SessionTest):
    """`safepy serve`: sessions belong to the connection that made them."""
    daemon_opts = ()

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.sock = os.path.join(self.dir, "safepy.sock")
        self.daemon = subprocess.Popen([SAFEPY, "serve", "--socket", self.sock] + list(self.daemon_opts),
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=None if os.environ.get("SAFEPY_TEST_STDERR") else subprocess.DEVNULL)
        self.addCleanup(self._stop_daemon)
        wait_for(lambda: unix_listening(self.sock), 60, "the daemon listening on %s" % self.sock)

    def _stop_daemon(self):
        if self.daemon.poll() is None:
            self.daemon.send_signal(signal.SIGTERM)
            try:
                self.daemon.wait(10)
            except subprocess.TimeoutExpired:
                self.daemon.kill()
                self.daemon.wait()
                self.fail("the daemon did not exit within 10 s of SIGTERM")

    def connect(self):
        c = CheckedClient([SAFEPY, "connect", "--socket", self.sock])
        self.addCleanup(c.dispose)
        return c

    def test_same_name_on_two_connections(self):
        a, b = self.connect(), self.connect()
        self.assertEqual(self.ok("who = 'a'\nwho", "s", new=True, c=a), "a")
        self.assertEqual(self.ok("'who' in globals()", "s", new=True, c=b), False)
        self.ok("who = 'b'", "s", c=b)
        # Both at once, in parallel: each in its own session.
        code = "import time\nt0 = time.monotonic()\ntime.sleep(1)\nresult = [who, t0, time.monotonic()]"
        out = {}

        def go(name, c):
            out[name] = self.call(code, "s", c)
        threads = [threading.Thread(target=go, args=(n, c)) for n, c in (("a", a), ("b", b))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        ra, rb = out["a"]["result"], out["b"]["result"]
        self.assertEqual((ra[0], rb[0]), ("a", "b"))
        self.assertEqual(out["a"]["session"], {"name": "s", "new": False})
        self.assertTrue(ra[1] < rb[2] and rb[1] < ra[2], "the two sessions did not run in parallel: %r %r"
                        % (ra, rb))
        # A loss on one connection is not the other's.
        self.error("while True: pass", "s", "TimeoutError", c=a, timeout_s=0.5)
        self.assertEqual(self.ok("who", "s", c=b), "b")
        self.assert_lost("s", TIMED_OUT, c=a)
        self.assertEqual(self.ok("who", "s", c=b), "b")

    def test_closing_a_connection_ends_its_sessions(self):
        a, b = self.connect(), self.connect()
        self.ok(SPIN_CPU % 0.3 + "x = 'a'", "s", new=True, c=a)
        pid, start = session_worker(self.daemon.pid)
        self.ok("x = 'b'", "s", new=True, c=b)
        self.assertEqual(a.close(), 0)
        self.assertEqual(wait_gone({pid: start}, 30), {}, "the closed connection's session worker still runs")
        self.assertEqual(self.ok("x", "s", c=b), "b")
        # A new connection naming it gets a new session (not the old one, nor told of it).
        c = self.connect()
        self.assertEqual(self.ok("'x' in globals()", "s", new=True, c=c), False)

    def test_sigterm_ends_every_session(self):
        a, b = self.connect(), self.connect()
        self.ok(SPIN_CPU % 0.3 + "x = 1", "idle", new=True, c=a)
        session_worker(self.daemon.pid)
        b.send_lines(call_line("spin", "while True: pass", session="busy", timeout_s=120),
                     call_line("wait", "x = 1", session="busy"))
        busy_workers(self.daemon.pid)
        procs = snapshot(self.daemon.pid)
        self.assertGreaterEqual(len(procs), 3, "expected the template and two session workers: %r" % (procs,))
        t0 = time.monotonic()
        self.daemon.send_signal(signal.SIGTERM)
        self.assertEqual(self.daemon.wait(10), 0)
        left = wait_gone(procs, max(0.0, 2.0 - (time.monotonic() - t0)))
        self.assertEqual(left, {}, "still running 2 s after SIGTERM: %r" % ({p: proc_stat(p) for p in left},))


class SharedDaemonLimit(SharedDaemon):
    daemon_opts = ("--max-workers", "3")

    def test_server_wide_limit_across_connections(self):
        a, b = self.connect(), self.connect()
        self.ok("x = 1", "a1", new=True, c=a)
        self.ok("x = 2", "a2", new=True, c=a)
        err = self.refused("x = 3", "b1", "SessionLimit", c=b)
        self.assertIn("--max-workers 3", err["message"])
        self.assertEqual(self.call("6 * 7", c=b)["result"], 42)
        a.close()

        # Once the daemon has seen the connection go, its places are free again.
        def made():
            sc = self.call("x = 3", "b1", c=b)
            if sc["error"] is not None:
                self.assertEqual(sc["error"]["type"], "SessionLimit", sc)
                return None
            return sc
        self.assertEqual(wait_for(made, 30, "a session once the other connection closed")["session"],
                         {"name": "b1", "new": True})
        self.ok("x = 4", "b2", new=True, c=b)
        self.refused("x = 5", "b3", "SessionLimit", c=b)

    test_same_name_on_two_connections = None
    test_closing_a_connection_ends_its_sessions = None
    test_sigterm_ends_every_session = None


# ---------------------------------------------------------------------------
class NoOrphans(unittest.TestCase):
    """With sessions idle, running and waiting, none of the server's processes outlives
    it by 2 s."""

    def busy_server(self):
        c = CheckedClient()
        self.addCleanup(c.dispose)
        m = c.request("tools/call", call_params(SPIN_CPU % 0.3 + "x = 1", session="idle"), timeout=120)
        self.assertIsNone(m["result"]["structuredContent"]["error"], m)
        session_worker(c.proc.pid)  # the idle session's worker is there before the others start
        c.send_lines(call_line("spin", "while True: pass", session="busy", timeout_s=120),
                     call_line("wait", "x = 1", session="busy"),
                     call_line("free", "while True: pass", timeout_s=120))
        busy_workers(c.proc.pid, 2)
        procs = snapshot(c.proc.pid)
        self.assertGreaterEqual(len(procs), 4, "expected the template and three workers: %r" % (procs,))
        return c, procs

    def check_gone(self, c, procs, how):
        return check_gone(self, c, procs, how)

    def test_after_stdin_eof(self):
        c, procs = self.busy_server()
        self.assertEqual(self.check_gone(c, procs, "eof"), 0)

    def test_after_sigterm(self):
        c, procs = self.busy_server()
        self.assertIn(self.check_gone(c, procs, "sigterm"), (0, -signal.SIGTERM, 128 + signal.SIGTERM))


if __name__ == "__main__":
    run_main()
