#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fault injection: lying or dying workers and templates, workers that start processes, a
slow reader. Every call must get exactly one clear answer, every line the server writes
must be strict JSON (e2eutil.CheckedClient: no NaN, no Infinity), and the server must keep
serving."""
import os
import shutil
import signal
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
sys.path.insert(0, HERE)
from e2eutil import (CheckedClient, alive, busy_workers, children, comm, proc_stat,  # noqa: E402
                     stop_server, wait_for, wait_gone)
from mcpclient import safepy_path  # noqa: E402

SAFEPY = safepy_path()
FOREIGN = "which is not one of its workers"  # the supervisor's log phrase for a stray process


def fake(mode, d):
    """A copy of fake_worker.py named fake-<mode> (the mode travels in argv[0])."""
    path = os.path.join(d, "fake-" + mode)
    shutil.copy(os.path.join(HERE, "fake_worker.py"), path)
    os.chmod(path, 0o755)
    return path


class LyingWorkers(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def check(self, mode, want_type, want_msg=None, timeout_s=None, pool="1"):
        args = [SAFEPY, "mcp", "--worker", fake(mode, self.dir), "--pool", pool, "--max-workers", "2"]
        with CheckedClient(args) as c:
            for _ in range(2):  # twice: the server keeps serving after a bad worker
                t = time.time()
                sc = c.run("result = 1 + 1", **({"timeout_s": timeout_s} if timeout_s else {}))
                self.assertIsNotNone(sc["error"], mode)
                self.assertEqual(sc["error"]["type"], want_type, sc["error"])
                if want_msg:
                    self.assertIn(want_msg, sc["error"]["message"])
                # Answered at once, not by a backstop (generous: the machine may be loaded).
                self.assertLess(time.time() - t, (timeout_s or 0) + 15)
                self.assertEqual(c.request("ping", timeout=30)["result"], {})

    def test_garbage_frame(self):
        self.check("garbage", "WorkerProtocolError", "malformed")

    def test_oversized_frame(self):
        self.check("huge", "WorkerProtocolError", "oversized")

    def test_wrong_frame_type(self):
        self.check("wrongframe", "WorkerProtocolError", "not allowed in its state")

    def test_invalid_json(self):
        self.check("badjson", "WorkerProtocolError",
                   "the worker sent a RESULT that is not a valid result object and was killed")

    def test_wrong_schema(self):
        self.check("badschema", "WorkerProtocolError", "not a valid result")

    def test_crash_after_run(self):
        self.check("crash", "WorkerKilled", "status 1")

    def test_segfault(self):
        self.check("segv", "WorkerKilled", "SEGV")

    def test_hang(self):
        self.check("hang", "TimeoutError", "1 s", timeout_s=1)

    def test_flood(self):
        self.check("flood", "WorkerProtocolError", "oversized")

    def test_non_finite_numbers(self):
        # json-c reads NaN, Infinity, -Infinity and 1e999 (as inf); written back, a
        # client's JSON.parse would refuse the whole line (fake_worker.NONFINITE).
        for n, msg in enumerate(["not finite"] * 5 + ["not a valid result"]):
            with self.subTest(payload=n):
                self.check("nonfinite-%d" % n, "WorkerProtocolError", msg)

    def test_two_results_one_answer(self):
        with CheckedClient([SAFEPY, "mcp", "--worker", fake("twice", self.dir), "--pool", "1"]) as c:
            self.assertEqual(c.run("1")["result"], 2)
            # Both RESULTs came in one write, so a second answer would be on stdout before
            # the ping's reply: the very next line is that reply, and nothing was set aside.
            assert_next_is_ping(self, c)

    def test_workers_that_never_take_work(self):
        # Every worker lies before it gets a call: the call still gets an answer.
        with CheckedClient([SAFEPY, "mcp", "--worker", fake("early", self.dir), "--pool", "1"]) as c:
            sc = c.run("1", timeout=20)
            self.assertEqual(sc["error"]["type"], "InternalError")
            self.assertEqual(c.request("ping", timeout=5)["result"], {})

    def test_template_lies_about_pid(self):
        with CheckedClient([SAFEPY, "mcp", "--worker", fake("notchild", self.dir), "--pool", "1"]) as c:
            sc = c.run("1", timeout=20)
            self.assertEqual(sc["error"]["type"], "InternalError")
            self.assertEqual(c.request("ping", timeout=5)["result"], {})


def assert_next_is_ping(test, c, id="sentinel"):
    """Send a ping: the very next message must be its reply, and no other answer may be
    waiting (exactly one answer per request so far)."""
    c.send_lines('{"jsonrpc":"2.0","id":"%s","method":"ping"}' % id)
    test.assertEqual(c.next_msg(30), {"jsonrpc": "2.0", "id": id, "result": {}})
    test.assertEqual((c.pending, c.notifications), ({}, []))


class StrayProcesses(unittest.TestCase):
    """The supervisor is a child subreaper: what a worker starts (the fake worker forks
    three processes: one exits at once, one once the worker is gone, one lives on) comes
    to it, is reported with the phrase other suites look for, and none outlives it."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.log = os.path.join(self.dir, "server.stderr")

    def log_text(self):
        with open(self.log, errors="replace") as f:
            return f.read()

    def strays(self, n):
        """The first n processes the fake workers started: [(pid, start time, role)]."""
        path = os.path.join(self.dir, "stray.pids")

        def recorded():
            try:
                with open(path) as f:
                    text = f.read()
            except FileNotFoundError:
                return None
            lines = text[:text.rfind("\n") + 1].splitlines()  # whole lines only
            return lines[:n] if len(lines) >= n else None
        lines = wait_for(recorded, 60, "%d stray processes recorded in %s" % (n, path))
        return [(int(p), int(s), role) for p, s, role in (line.split() for line in lines)]

    def reported(self, pid):
        return [line for line in self.log_text().splitlines()
                if FOREIGN in line and "reaped pid %d " % pid in line]

    def serve_and_stop(self, how):
        with open(self.log, "wb") as err:
            c = CheckedClient([SAFEPY, "mcp", "--worker", fake("stray", self.dir), "--pool", "1"], stderr=err)
        self.addCleanup(c.dispose)
        for k in range(2):
            self.assertEqual(c.run("result = 1 + 1", timeout=60)["result"], 2)
            assert_next_is_ping(self, c, "after-call-%d" % k)
        strays = self.strays(6)
        self.assertEqual(sorted(r for _, _, r in strays), sorted(["exits", "outlives", "forever"] * 2))
        # Those that end while it serves are reaped and reported, and it goes on serving.
        for pid, _, role in strays:
            if role != "forever":
                wait_for(lambda: self.reported(pid), 60, "pid %d (%s) reported in the log" % (pid, role))
        self.assertEqual(c.run("result = 1 + 1", timeout=60)["result"], 2)
        assert_next_is_ping(self, c, "still-serving")
        strays = self.strays(9)  # with that call's
        rc, _ = stop_server(self, c, how)
        self.assertIn(rc, (0, -signal.SIGTERM))
        # Shutdown killed and reaped those still running: none is left behind.
        left = wait_gone({pid: start for pid, start, _ in strays}, 2.0)
        self.assertEqual(left, {}, "left behind after %s: %r" % (how, {p: proc_stat(p) for p in left}))
        for pid, _, role in strays:
            if role == "forever":
                self.assertTrue(self.reported(pid), "pid %d (killed at shutdown) not reported" % pid)
        for line in self.log_text().splitlines():
            if FOREIGN in line:
                self.assertIn(int(line.split("reaped pid ")[1].split()[0]), [p for p, _, _ in strays], line)

    def test_after_stdin_eof(self):
        self.serve_and_stop("eof")

    def test_after_sigterm(self):
        self.serve_and_stop("sigterm")

    def test_real_workers_are_not_reported(self):
        # The pool's own churn (workers reaped before or after the template names them, a
        # spawn in flight at shutdown) is never taken for a stray.
        for how in ("eof", "sigterm", "eof"):
            with open(self.log, "wb") as err:
                c = CheckedClient([SAFEPY, "mcp", "--pool", "2"], stderr=err)
            self.addCleanup(c.dispose)
            c.send_lines(*['{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"run_python",'
                           '"arguments":{"code":"%d"}}}' % (i, i) for i in range(20)])
            for i in range(20):
                self.assertEqual(c.wait(i, 60)["result"]["structuredContent"]["result"], i)
            stop_server(self, c, how)
            self.assertNotIn(FOREIGN, self.log_text())


class RealServer(unittest.TestCase):
    @staticmethod
    def live_workers(server):
        """[(start time, pid)] of the server's live safepy-worker children, oldest first:
        the template, then the workers."""
        live = []
        for p in children(server):
            st = proc_stat(p)
            if st is not None and comm(p) == "safepy-worker" and alive(p, st[2]):
                live.append((st[2], p))
        return sorted(live)

    def kill_template(self, server):
        """SIGKILL the template: the live safepy-worker child that started first. A worker
        that just answered may still be exiting (at idle priority): it can vanish between
        the listing and the kill, so pick again then."""
        def kill_oldest():
            live = self.live_workers(server)
            try:
                os.kill(live[0][1], signal.SIGKILL)
                return live[0][1]
            except (IndexError, ProcessLookupError):
                return None
        return wait_for(kill_oldest, 60, "a template to kill under %d" % server)

    def test_template_killed_is_restarted(self):
        with CheckedClient([SAFEPY, "mcp"]) as c:
            self.assertEqual(c.run("result = 1")["result"], 1)
            for _ in range(3):
                tpl = self.kill_template(c.proc.pid)
                # The call comes after the supervisor has seen the template die.
                wait_for(lambda: tpl not in children(c.proc.pid), 60, "the killed template %d reaped" % tpl)
                self.assertEqual(c.run("result = 2")["result"], 2)

    def test_worker_killed_mid_call(self):
        with CheckedClient([SAFEPY, "mcp", "--pool", "1"]) as c:
            pid = c.proc.pid
            i = c.start("tools/call", {"name": "run_python",
                                       "arguments": {"code": "while True: pass", "timeout_s": 60}})
            busy, = busy_workers(pid)
            os.kill(busy, signal.SIGKILL)
            r = c.wait(i, timeout=60)["result"]["structuredContent"]
            self.assertEqual(r["error"]["type"], "WorkerKilled")
            self.assertIn("KILL", r["error"]["message"])
            self.assertEqual(c.run("result = 3")["result"], 3)

    def test_slow_reader(self):
        # 60 calls of ~200 KB replies, not read until all are sent: nothing lost, nothing
        # blocks (the server queues output and stops reading until the client catches up).
        with CheckedClient([SAFEPY, "mcp"]) as c:
            ids = [c.start("tools/call", {"name": "run_python",
                                          "arguments": {"code": "print('y' * 60000)\nresult = 'x' * 100000"}})
                   for _ in range(60)]
            time.sleep(3)  # the scenario: a client that reads nothing for a while
            got = [c.wait(i, timeout=60) for i in ids]
            for r in got:
                sc = r["result"]["structuredContent"]
                self.assertIsNone(sc["error"])
                self.assertEqual(len(sc["result"]), 100000)
            self.assertEqual(c.request("ping")["result"], {})


if __name__ == "__main__":
    unittest.main(verbosity=2)
