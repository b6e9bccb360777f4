#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Deployment paths: `safepy run` (CI), `safepy serve` + `safepy connect` (shared daemon,
also under systemd socket activation), the policy file, and `safepy policy`."""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402
from waiting import unix_listening, wait_for  # noqa: E402

SAFEPY = safepy_path()


def run(args, stdin=None, timeout=60, env=None):
    return subprocess.run([SAFEPY] + args, input=stdin, capture_output=True, text=True,
                          timeout=timeout, env=env)


class RunCommand(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, name, text):
        p = os.path.join(self.dir, name)
        with open(p, "w") as f:
            f.write(text)
        return p

    def test_success_prints_logs_and_result(self):
        p = self.write("ok.py", "import math\nprint('hi')\nresult = math.factorial(5)\n")
        r = run(["run", p])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "hi\nresult (int): 120\n")

    def test_python_error_exit_1_with_line(self):
        p = self.write("bad.py", "x = 1\n\nraise ValueError('nope')\n")
        r = run(["run", p])
        self.assertEqual(r.returncode, 1)
        self.assertIn("ValueError: nope", r.stderr)
        self.assertIn("line 3", r.stderr)

    def test_refusal_exit_1(self):
        r = run(["run", "-"], stdin="import os\n")
        self.assertEqual(r.returncode, 1)
        self.assertIn("ModuleNotFoundError: import of 'os' is not allowed", r.stderr)

    def test_limit_exit_3(self):
        r = run(["run", "--timeout", "0.5", "-"], stdin="while True: pass\n")
        self.assertEqual(r.returncode, 3, r.stderr)
        self.assertIn("TimeoutError", r.stderr)
        r = run(["run", "--memory", "128", "-"], stdin="x = bytearray(1 << 30)\n")
        self.assertEqual(r.returncode, 3, r.stderr)
        self.assertIn("MemoryError", r.stderr)

    def test_usage_exit_2(self):
        self.assertEqual(run(["run"]).returncode, 2)
        self.assertEqual(run(["run", "/nonexistent/file.py"]).returncode, 2)
        self.assertEqual(run(["run", "--bogus", "x"]).returncode, 2)

    def test_internal_exit_4(self):
        r = run(["run", "--worker", "/bin/false", "-"], stdin="1\n")
        self.assertEqual(r.returncode, 4, r.stderr)

    def test_json_output(self):
        r = run(["run", "--json", "-"], stdin="print(1)\n(1, 'a', {2})\n")
        self.assertEqual(r.returncode, 0)
        o = json.loads(r.stdout)
        self.assertEqual(o["result"], [1, "a", [2]])
        self.assertEqual(o["result_type"], "tuple")
        self.assertEqual(o["logs"], "1\n")
        self.assertIsNone(o["error"])
        self.assertIsInstance(o["duration_ms"], (int, float))
        r = run(["run", "--json", "-"], stdin="1/0\n")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(json.loads(r.stdout)["error"]["type"], "ZeroDivisionError")

    def test_allow_import_and_deny_list(self):
        r = run(["run", "--allow-import", "os", "-"], stdin="1\n")
        self.assertEqual(r.returncode, 2)
        self.assertIn("deny list", r.stderr)


class PolicyFile(unittest.TestCase):
    def policy(self, obj):
        f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        f.write(obj if isinstance(obj, str) else json.dumps(obj))
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def test_errors_name_the_key(self):
        cases = [({"bogus": 1}, "unknown key 'bogus'"),
                 ({"memory_mib": "x"}, "'memory_mib' must be an integer"),
                 ({"timeout_s": -1}, "'timeout_s' must be between"),
                 ({"allow_imports": "json"}, "'allow_imports' must be an array"),
                 ({"allow_imports": ["subprocess"]}, "deny list"),
                 ("[1, 2]", "must be a JSON object"),
                 ("{not json", "cannot read policy file")]
        for obj, msg in cases:
            r = run(["run", "--policy", self.policy(obj), "-"], stdin="1\n")
            self.assertEqual(r.returncode, 2, (obj, r.stderr))
            self.assertIn(msg, r.stderr, obj)

    def test_values_apply_and_options_win(self):
        p = self.policy({"timeout_s": 0.5, "log_cap": 100})
        r = run(["run", "--json", "--policy", p, "-"], stdin="print('x' * 1000)\nwhile True: pass\n")
        o = json.loads(r.stdout)
        self.assertEqual(o["error"]["type"], "TimeoutError")
        self.assertIn("0.5 s", o["error"]["message"])
        r = run(["run", "--json", "--policy", p, "--timeout", "0.7", "-"], stdin="while True: pass\n")
        self.assertIn("0.7 s", json.loads(r.stdout)["error"]["message"])
        r = run(["run", "--json", "--policy", p, "-"], stdin="print('x' * 1000)\n")
        self.assertTrue(json.loads(r.stdout)["logs_truncated"])

    def test_extra_import(self):
        p = self.policy({"allow_imports": ["fnmatch"]})
        r = run(["run", "--json", "--policy", p, "-"], stdin="import fnmatch\nfnmatch.fnmatch('a.py', '*.py')\n")
        self.assertEqual(json.loads(r.stdout)["result"], True, r.stdout)


class PolicyCommand(unittest.TestCase):
    def test_policy_json(self):
        r = run(["policy"])
        self.assertEqual(r.returncode, 0, r.stderr)
        o = json.loads(r.stdout)
        names = {s["name"]: s for s in o["syscalls"]}
        self.assertEqual(names["execve"]["action"], "kill")
        self.assertEqual(names["openat"]["action"], "errno")
        self.assertEqual(names["openat"]["errno"], "EACCES")
        self.assertIn("only_if", names["mmap"])
        self.assertTrue(all(s["reason"] for s in o["syscalls"]))
        self.assertIn("math", [m["name"] for m in o["allowed_imports"]])
        self.assertIn("os", [m["name"] for m in o["denied_imports"]])
        self.assertEqual(o["limits"]["memory_mib"], 512)
        self.assertTrue(o["optional_layers"]["template_started"])
        for k in ("user_namespace", "network_namespace", "ipc_namespace", "mount_namespace", "empty_root"):
            self.assertIsInstance(o["optional_layers"][k], bool)


def free_path(d):
    return os.path.join(d, "safepy.sock")


class ServeConnect(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.sock = free_path(self.dir)

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def start(self, argv, env=None):
        p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, env=env)
        self.addCleanup(lambda: (p.poll() is None and p.kill(), p.wait()))
        return p

    def two_clients(self):
        a = MCPClient([SAFEPY, "connect", "--socket", self.sock])
        b = MCPClient([SAFEPY, "connect", "--socket", self.sock])
        out = {}

        def go(name, c, code):
            out[name] = c.run(code)

        code = "import time\nt0 = time.monotonic()\ntime.sleep(1)\nresult = ['%s', t0, time.monotonic()]"
        t = [threading.Thread(target=go, args=("a", a, code % "a")),
             threading.Thread(target=go, args=("b", b, code % "b"))]
        for x in t:
            x.start()
        for x in t:
            x.join(30)
        ra, rb = out["a"]["result"], out["b"]["result"]
        self.assertEqual((ra[0], rb[0]), ("a", "b"))
        # In parallel: the two sleeps overlap in time (CLOCK_MONOTONIC is one clock for
        # every process), however slow the machine is.
        self.assertTrue(ra[1] < rb[2] and rb[1] < ra[2], "the two sessions did not run in parallel: %r %r"
                        % (ra, rb))
        self.assertEqual(a.close(), 0)
        self.assertEqual(b.close(), 0)

    def test_serve_two_clients_mode_and_notify(self):
        import socket
        note = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        note_path = os.path.join(self.dir, "notify")
        note.bind(note_path)
        note.settimeout(10)
        self.addCleanup(note.close)
        p = self.start([SAFEPY, "serve", "--socket", self.sock],
                       env=dict(os.environ, NOTIFY_SOCKET=note_path))
        self.assertEqual(note.recv(100), b"READY=1")  # Type=notify readiness
        self.assertTrue(os.path.exists(self.sock), "READY before the socket exists")
        self.assertEqual(os.stat(self.sock).st_mode & 0o777, 0o600)
        self.two_clients()
        p.send_signal(signal.SIGTERM)
        self.assertEqual(p.wait(5), 0)
        self.assertFalse(os.path.exists(self.sock), "socket file left behind")

    def test_default_socket_in_runtime_dir(self):
        env = dict(os.environ, XDG_RUNTIME_DIR=self.dir)
        p = self.start([SAFEPY, "serve"], env=env)
        wait_for(lambda: unix_listening(self.sock), 60, "the daemon listening on %s" % self.sock)
        c = MCPClient([SAFEPY, "connect"], env=env)
        self.assertEqual(c.run("result = 6 * 7")["result"], 42)
        c.close()
        p.terminate()
        p.wait(5)

    def test_connect_without_daemon(self):
        r = run(["connect", "--socket", self.sock])
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("no safepy daemon is listening", r.stderr)

    @unittest.skipUnless(shutil.which("systemd-socket-activate"), "systemd-socket-activate missing")
    def test_socket_activation(self):
        p = self.start(["systemd-socket-activate", "-l", self.sock, SAFEPY, "serve"])
        wait_for(lambda: unix_listening(self.sock), 60, "the daemon listening on %s" % self.sock)
        self.two_clients()
        p.send_signal(signal.SIGTERM)
        p.wait(5)

    @unittest.skipUnless(os.getuid() == 0 and shutil.which("setpriv"), "needs root and setpriv")
    def test_foreign_uid_refused(self):
        p = self.start([SAFEPY, "serve", "--socket", self.sock])
        wait_for(lambda: unix_listening(self.sock), 60, "the daemon listening on %s" % self.sock)
        # The 0600 mode alone stops other users; open it up to prove SO_PEERCRED holds too.
        os.chmod(self.dir, 0o755)
        os.chmod(self.sock, 0o666)
        nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        with self.assertRaises((MCPError, TimeoutError, BrokenPipeError)):
            c = MCPClient(nobody + [SAFEPY, "connect", "--socket", self.sock])
            c.run("result = 1", timeout=5)
        # ...while the owner is still served
        c = MCPClient([SAFEPY, "connect", "--socket", self.sock])
        self.assertEqual(c.run("result = 1")["result"], 1)
        c.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
