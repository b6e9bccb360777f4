#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Who the template and a worker are, seen from outside.

Started as root, the template drops its supplementary groups and ends as uid and gid
65534 (nobody), so a future gap in the seccomp filter meets nobody's permissions, not
root's; started as a user, it stays that user. A worker is a fork of the template and
has the same identity, no capabilities, no_new_privs and a seccomp filter.
Checked through /proc while a worker is in the middle of a call.
"""
import json
import os
import shutil
import subprocess
import time
import unittest

from e2eutil import CheckedClient, call_params, children, run_main, safepy_path

NOBODY = 65534
DEADLINE_S = 60.0


def status(pid):
    """/proc/PID/status as {field: value}."""
    out = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            k, _, v = line.partition(":")
            out[k] = v.strip()
    return out


def exe(pid):
    try:
        return os.path.basename(os.readlink("/proc/%d/exe" % pid))
    except OSError:
        return ""


USER = 1000  # an ordinary user, for the run as a user (when the tests run as root)


class Identity(unittest.TestCase):
    PREFIX = []   # the command the server runs under
    UID = None    # expected uid and gid of the template and workers

    def setUp(self):
        if self.UID is None:
            self.uid = self.gid = NOBODY if os.geteuid() == 0 else os.geteuid()
            if os.geteuid() != 0:
                self.gid = os.getegid()
        else:
            self.uid = self.gid = self.UID
        self.c = CheckedClient(self.PREFIX + [safepy_path(), "mcp", "--pool", "1"])
        self.addCleanup(self.c.dispose)
        self.assertIsNone(self.c.run("1")["error"])

    def workers(self):
        """{pid: status} of the server's worker processes (template included)."""
        return {p: status(p) for p in children(self.c.proc.pid) if exe(p).startswith("safepy-worker")}

    def busy_worker(self):
        """Waits (with a deadline) until a worker is in the middle of a sleeping call, next
        to the template: both then exist and are looked at."""
        self.c.send({"jsonrpc": "2.0", "id": "sleep", "method": "tools/call",
                     "params": call_params("import time\ntime.sleep(60)", timeout_s=60)})
        deadline = time.monotonic() + DEADLINE_S
        while time.monotonic() < deadline:
            procs = self.workers()
            if len(procs) >= 2 and all(st.get("Seccomp") == "2" for st in procs.values()):
                return procs
            time.sleep(0.02)
        self.fail("no confined worker appeared within %.0f s: %r" % (DEADLINE_S, self.workers()))

    def test_workers_and_template_are_unprivileged(self):
        uid, gid = self.uid, self.gid
        procs = self.busy_worker()
        for pid, st in procs.items():
            with self.subTest(pid=pid):
                self.assertEqual(st["Uid"].split(), [str(uid)] * 4, st["Uid"])
                self.assertEqual(st["Gid"].split(), [str(gid)] * 4, st["Gid"])
                if os.geteuid() == 0 or self.UID is not None:
                    self.assertEqual(st.get("Groups", ""), "", "supplementary groups kept")
                self.assertEqual(int(st["CapEff"], 16), 0, st["CapEff"])
                self.assertEqual(int(st["CapPrm"], 16), 0, st["CapPrm"])
                self.assertEqual(st["NoNewPrivs"], "1")
                self.assertEqual(st["Seccomp"], "2")

    def test_policy_reports_the_layer(self):
        out = subprocess.run(self.PREFIX + [safepy_path(), "policy"], capture_output=True,
                             timeout=DEADLINE_S)
        self.assertEqual(out.returncode, 0, out.stderr)
        layers = json.loads(out.stdout)["optional_layers"]
        self.assertIs(layers["unprivileged_uid"], True, layers)


@unittest.skipUnless(os.geteuid() == 0 and shutil.which("setpriv"),
                     "the run as an ordinary user needs root and setpriv (util-linux)")
class IdentityAsUser(Identity):
    """The same server started by an ordinary user: the template stays that user."""
    PREFIX = ["setpriv", "--reuid=%d" % USER, "--regid=%d" % USER, "--clear-groups"]
    UID = USER

    @classmethod
    def setUpClass(cls):
        # A checkout, or a CPython (pyenv's), under a private directory (/root) cannot be
        # used by another user.
        worker = os.path.join(os.path.dirname(os.path.abspath(safepy_path())), "safepy-worker")
        out = subprocess.run([safepy_path(), "policy"], capture_output=True, timeout=DEADLINE_S)
        stdlib = json.loads(out.stdout)["python"]["stdlib"]
        for path, test in ((worker, "-x"), (os.path.join(stdlib, "os.py"), "-r")):
            if subprocess.run(cls.PREFIX + ["test", test, path]).returncode != 0:
                raise unittest.SkipTest("uid %d cannot use %s" % (USER, path))


if __name__ == "__main__":
    run_main()
