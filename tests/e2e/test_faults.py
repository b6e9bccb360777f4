#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fault injection: lying or dying workers and templates, a slow reader. Every call must
get exactly one clear answer and the server must keep serving."""
import os
import shutil
import signal
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
from mcpclient import MCPClient, safepy_path  # noqa: E402

SAFEPY = safepy_path()


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
        with MCPClient(args) as c:
            for _ in range(2):  # twice: the server keeps serving after a bad worker
                t = time.time()
                sc = c.run("result = 1 + 1", **({"timeout_s": timeout_s} if timeout_s else {}))
                self.assertIsNotNone(sc["error"], mode)
                self.assertEqual(sc["error"]["type"], want_type, sc["error"])
                if want_msg:
                    self.assertIn(want_msg, sc["error"]["message"])
                self.assertLess(time.time() - t, (timeout_s or 0) + 5)
                self.assertEqual(c.request("ping", timeout=5)["result"], {})

    def test_garbage_frame(self):
        self.check("garbage", "WorkerProtocolError", "malformed")

    def test_oversized_frame(self):
        self.check("huge", "WorkerProtocolError", "oversized")

    def test_wrong_frame_type(self):
        self.check("wrongframe", "WorkerProtocolError", "not allowed in its state")

    def test_invalid_json(self):
        self.check("badjson", "WorkerProtocolError", "not a valid result")

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

    def test_two_results_one_answer(self):
        with MCPClient([SAFEPY, "mcp", "--worker", fake("twice", self.dir), "--pool", "1"]) as c:
            self.assertEqual(c.run("1")["result"], 2)
            self.assertEqual(c.request("ping", timeout=5)["result"], {})
            time.sleep(0.3)
            self.assertEqual(c.notifications, [])  # no second answer

    def test_workers_that_never_take_work(self):
        # Every worker lies before it gets a call: the call still gets an answer.
        with MCPClient([SAFEPY, "mcp", "--worker", fake("early", self.dir), "--pool", "1"]) as c:
            sc = c.run("1", timeout=20)
            self.assertEqual(sc["error"]["type"], "InternalError")
            self.assertEqual(c.request("ping", timeout=5)["result"], {})

    def test_template_lies_about_pid(self):
        with MCPClient([SAFEPY, "mcp", "--worker", fake("notchild", self.dir), "--pool", "1"]) as c:
            sc = c.run("1", timeout=20)
            self.assertEqual(sc["error"]["type"], "InternalError")
            self.assertEqual(c.request("ping", timeout=5)["result"], {})


def children(pid):
    try:
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            return [int(x) for x in f.read().split()]
    except OSError:
        return []


def comm(pid):
    try:
        with open("/proc/%d/comm" % pid) as f:
            return f.read().strip()
    except OSError:
        return ""


class RealServer(unittest.TestCase):
    @staticmethod
    def kill_template(server):
        """SIGKILL the template: the live safepy-worker child that started first. A worker
        that just answered may still be exiting (at idle priority): it can vanish between
        the listing and the kill, so pick again then."""
        for _ in range(20):
            live = []
            for p in children(server):
                try:
                    with open("/proc/%d/stat" % p) as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if comm(p) == "safepy-worker" and fields[0] not in ("Z", "X"):
                    live.append((int(fields[19]), p))  # start time, pid
            if live:
                tpl = min(live)[1]
                try:
                    os.kill(tpl, signal.SIGKILL)
                    return tpl
                except ProcessLookupError:
                    pass
            time.sleep(0.05)
        raise AssertionError("no template to kill under %d" % server)

    def test_template_killed_is_restarted(self):
        with MCPClient([SAFEPY, "mcp"]) as c:
            self.assertEqual(c.run("result = 1")["result"], 1)
            for _ in range(3):
                tpl = self.kill_template(c.proc.pid)
                time.sleep(0.2)
                self.assertEqual(c.run("result = 2")["result"], 2)
                self.assertNotIn(tpl, children(c.proc.pid))

    def test_worker_killed_mid_call(self):
        with MCPClient([SAFEPY, "mcp", "--pool", "1"]) as c:
            i = c.start("tools/call", {"name": "run_python",
                                       "arguments": {"code": "import time\ntime.sleep(30)"}})
            time.sleep(0.5)
            # Every worker but the template (the safepy-worker child that started first):
            # the busy one may have been forked, warm, before the call was sent, so "new
            # since the call" would miss it on a slow machine.
            live = []
            for p in children(c.proc.pid):
                try:
                    with open("/proc/%d/stat" % p) as f:
                        start = int(f.read().rsplit(")", 1)[1].split()[19])
                except OSError:
                    continue
                if comm(p) == "safepy-worker":
                    live.append((start, p))
            busy = [p for _, p in sorted(live)[1:]]
            self.assertTrue(busy)
            for p in busy:
                try:
                    os.kill(p, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            r = c.wait(i, timeout=10)["result"]["structuredContent"]
            self.assertEqual(r["error"]["type"], "WorkerKilled")
            self.assertIn("KILL", r["error"]["message"])
            # The idle workers killed too must be reaped before the next call, or it could
            # be handed to one that is already dead (answered, but with WorkerKilled).
            deadline = time.time() + 10
            while any(p in children(c.proc.pid) for p in busy) and time.time() < deadline:
                time.sleep(0.05)
            self.assertEqual(c.run("result = 3")["result"], 3)

    def test_slow_reader(self):
        # 60 calls of ~200 KB replies, not read until all are sent: nothing lost, nothing
        # blocks (the server queues output and stops reading until the client catches up).
        with MCPClient([SAFEPY, "mcp"]) as c:
            ids = [c.start("tools/call", {"name": "run_python",
                                          "arguments": {"code": "print('y' * 60000)\nresult = 'x' * 100000"}})
                   for _ in range(60)]
            time.sleep(3)
            got = [c.wait(i, timeout=60) for i in ids]
            for r in got:
                sc = r["result"]["structuredContent"]
                self.assertIsNone(sc["error"])
                self.assertEqual(len(sc["result"]), 100000)
            self.assertEqual(c.request("ping")["result"], {})


if __name__ == "__main__":
    unittest.main(verbosity=2)
