#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The kernel layer on its own, through MCP.

KernelLayerNoPython runs the server with the test-hooks worker and
--test-no-python-layer: user code gets the REAL builtins, `import os` works and
there is no AST check and no audit hook. Only fds, rlimits, capabilities,
no_new_privs and the seccomp filter stand between it and the machine, and each
attack below must still fail. KernelLayerWithPython runs the same attacks
against the normal worker, where the Python layer refuses them first (the
error type is then the sandbox's refusal: ImportError, SandboxError).

Every case also checks: the server answers ping afterwards, it is still
running, and no reply ever contains the canary file's content or the value of
SAFEPY_SECRET_CANARY from the server's environment.

With --science every call runs in the science template (numpy, pandas, scipy,
sympy and matplotlib loaded): its code gets a last comment line naming numpy
(science.py). Exit 77 (skipped) where `safepy policy` does not report numpy
available. What differs there is said where it is checked: the environment holds
the science settings, and a new server's first call waits for the template to start.

Run as a script (python3 test_kernel_layer.py [--science]); SAFEPY names the safepy
binary, the workers are found beside it.
"""
import json
import os
import secrets
import select
import shutil
import signal
import socket
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
from mcpclient import MCPClient, safepy_path  # noqa: E402
from procs import children, status_field  # noqa: E402
import science  # noqa: E402

SCIENCE = science.take_flag()

SAFEPY = os.path.abspath(safepy_path())
BIN_DIR = os.path.dirname(SAFEPY)
WORKER = os.path.join(BIN_DIR, "safepy-worker")
WORKER_TESTHOOKS = os.path.join(BIN_DIR, "safepy-worker-testhooks")
CALL_TIMEOUT = 30.0


class RecordingClient(MCPClient):
    """MCPClient that keeps every raw line the server wrote on stdout; with --science,
    every tools/call it sends runs in the science template."""

    def __init__(self, *a, **kw):
        self.lines = []
        super().__init__(*a, **kw)

    def start(self, method, params=None, id=None):
        if SCIENCE and method == "tools/call":
            params = science.route_params(params)
        return super().start(method, params, id)

    def read_line(self, timeout=30.0):
        line = super().read_line(timeout)
        if line is not None:
            self.lines.append(line)
        return line



class Base:
    """The cases; the two subclasses choose the worker and the expected refusals."""

    NO_PYTHON_LAYER = None  # set by subclasses
    MODE = "?"

    @classmethod
    def worker_args(cls):
        if cls.NO_PYTHON_LAYER:
            return ["--worker", WORKER_TESTHOOKS, "--test-no-python-layer"]
        return ["--worker", WORKER]

    @classmethod
    def start_server(cls, *extra):
        argv = [SAFEPY, "mcp", *extra, *cls.worker_args()]
        return RecordingClient(argv, env=cls.env)

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="safepy-kl-")
        os.chmod(cls.tmp, 0o755)
        cls.file_canary = "FILE-CANARY-" + secrets.token_hex(16)
        cls.env_canary = "ENV-CANARY-" + secrets.token_hex(16)
        cls.canary_path = os.path.join(cls.tmp, "canary.txt")
        with open(cls.canary_path, "w") as f:
            f.write(cls.file_canary)
        os.chmod(cls.canary_path, 0o644)
        cls.env = dict(os.environ, SAFEPY_SECRET_CANARY=cls.env_canary)
        cls.client = cls.start_server("--timeout", "10", "--max-timeout", "10")
        cls.extra_clients = []

    @classmethod
    def tearDownClass(cls):
        for c in [cls.client] + cls.extra_clients:
            if c.proc.poll() is None:
                try:
                    c.close()
                except Exception:
                    c.proc.kill()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    # -- helpers ----------------------------------------------------------
    def assert_no_leak(self, client):
        """No line the server ever wrote holds a canary or the forged reply."""
        for line in client.lines:
            text = line.decode("utf-8", "replace")
            self.assertNotIn(self.file_canary, text, "the canary file's content leaked")
            self.assertNotIn(self.env_canary, text, "the server's environment leaked")
            try:
                msg = json.loads(line)
            except ValueError:
                self.fail("the server wrote a line that is not JSON: %r" % line[:200])
            if isinstance(msg, dict):
                self.assertNotEqual(msg.get("id"), 999, "a worker's write reached the MCP stream")

    def assert_alive(self, client):
        self.assertIsNone(client.proc.poll(), "the server died")
        r = client.request("ping", timeout=CALL_TIMEOUT)
        self.assertEqual(r.get("result"), {}, "ping was not answered: %r" % (r,))
        self.assertIsNone(client.proc.poll(), "the server died")
        self.assert_no_leak(client)

    def run_code(self, code, client=None, **args):
        """Run code, then prove the server is fine. Returns structuredContent."""
        client = client or self.client
        sc = client.run(code, timeout=CALL_TIMEOUT, **args)
        self.assert_alive(client)
        return sc

    def refused(self, code, nopy, py, msg_has=None, client=None, **args):
        """code must end in an error whose type is in nopy (Python layer off) or py (on);
        msg_has: for WorkerKilled, a word the message must contain (the call's name)."""
        sc = self.run_code(code, client=client, **args)
        err = sc.get("error")
        want = nopy if self.NO_PYTHON_LAYER else py
        self.assertIsNotNone(err, "%s: no error; result %r" % (self.MODE, sc.get("result")))
        self.assertIn(err["type"], want, "%s: %r" % (self.MODE, err))
        if err["type"] == "WorkerKilled" and msg_has:
            self.assertTrue(any(w in err["message"] for w in msg_has),
                            "WorkerKilled does not name %s: %r" % (msg_has, err["message"]))
        return sc

    def files_in_tmp(self):
        return sorted(os.listdir(self.tmp))

    @unittest.skipUnless(SCIENCE, "--science only")
    def test_runs_in_science_template(self):
        """Control: the last line routes every call to the science template (an import
        the code does not name works there); without it, the other template cannot."""
        sc = self.run_code(science.PROBE)
        self.assertIsNone(sc["error"], sc["error"])
        self.assertEqual(sc["result"], "numpy")
        rid = MCPClient.start(self.client, "tools/call", {   # not routed
            "name": "run_python", "arguments": {"code": science.PROBE}})
        sc = self.client.wait(rid, timeout=CALL_TIMEOUT)["result"]["structuredContent"]
        self.assertIsNotNone(sc["error"], "numpy in the other template: %r" % (sc,))
        self.assert_alive(self.client)

    # -- file system ---------------------------------------------------------
    def test_read_canary_with_open(self):
        p = self.canary_path
        self.refused("open(%r).read()" % p, {"PermissionError"}, {"SandboxError"})
        self.refused("open(%r, 'rb').read()" % p, {"PermissionError"}, {"SandboxError"})

    def test_read_canary_with_os_open(self):
        p = self.canary_path
        self.refused("import os\nfd = os.open(%r, os.O_RDONLY)\nos.read(fd, 100)" % p,
                     {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import io\nio.FileIO(%r).read()" % p, {"PermissionError"}, {"SandboxError"})
        self.refused("import os\nos.stat(%r)" % p, {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import os\nos.listdir(%r)" % self.tmp, {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})

    def test_create_file(self):
        before = self.files_in_tmp()
        new = os.path.join(self.tmp, "created.txt")
        self.refused("open(%r, 'w').write('x')" % new, {"PermissionError"}, {"SandboxError"})
        self.refused("import os\nos.open(%r, os.O_CREAT | os.O_WRONLY, 0o644)" % new,
                     {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import os\nos.mkdir(%r)" % os.path.join(self.tmp, "d"),
                     {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import os\nos.rename(%r, %r)" % (self.canary_path, new),
                     {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})
        self.assertEqual(self.files_in_tmp(), before)
        with open(self.canary_path) as f:
            self.assertEqual(f.read(), self.file_canary)

    def test_proc_environ(self):
        self.refused("open('/proc/self/environ', 'rb').read()", {"PermissionError"}, {"SandboxError"})
        # The server's own environment holds the canary.
        self.refused("open('/proc/%d/environ', 'rb').read()" % self.client.proc.pid,
                     {"PermissionError"}, {"SandboxError"})
        self.refused("import os\nos.read(os.open('/proc/self/environ', 0), 4096)",
                     {"PermissionError"}, {"ImportError", "ModuleNotFoundError"})

    def test_environ_has_no_secret(self):
        code = "import os\nsorted(os.environ.items())"
        sc = self.run_code(code)
        if self.NO_PYTHON_LAYER and SCIENCE:
            # The science template's environment holds its own settings (thread counts,
            # matplotlib's backend and cache directory), and nothing of the supervisor's.
            self.assertIsNone(sc["error"], sc["error"])
            env = dict(sc["result"])
            self.assertEqual(science.check_environment(env), [], "the worker's environment: %r" % env)
            sc = self.run_code("import os\n[os.getenv('SAFEPY_SECRET_CANARY'), sorted(k.decode() for k in os.environb)]")
            self.assertIsNone(sc["error"], sc["error"])
            self.assertEqual(sc["result"], [None, sorted(env)])
        elif self.NO_PYTHON_LAYER:
            self.assertIsNone(sc["error"], sc["error"])
            self.assertEqual(sc["result"], [], "the worker has an environment")
            sc = self.run_code("import os\n[os.getenv('SAFEPY_SECRET_CANARY'), dict(os.environb)]")
            self.assertIsNone(sc["error"], sc["error"])
            self.assertEqual(sc["result"], [None, {}])
        else:
            self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])
        self.assert_no_leak(self.client)

    def test_no_inherited_fds(self):
        # close() is allowed, so it can probe which fds exist: only 0..3 may.
        code = ("import os\nopen_fds = []\nfor fd in range(4, 256):\n    try:\n"
                "        os.close(fd)\n        open_fds.append(fd)\n    except OSError:\n"
                "        pass\nopen_fds")
        sc = self.run_code(code)
        if self.NO_PYTHON_LAYER:
            self.assertIsNone(sc["error"], sc["error"])
            self.assertEqual(sc["result"], [], "the worker holds fds beyond its socket")
        else:
            self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])

    # -- network -------------------------------------------------------------
    def test_tcp_connect(self):
        lst = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            lst.bind(("127.0.0.1", 0))
            lst.listen(8)
            port = lst.getsockname()[1]
            # No socket module is loaded in the template and none can be loaded after
            # the filter (open is refused), so Python code that is not killed by the
            # socket() filter entry fails at the import instead. Either is a refusal.
            for code in ("import socket\ns = socket.create_connection(('127.0.0.1', %d), 2)\n"
                         "s.sendall(b'escaped')" % port,
                         "import _socket\ns = _socket.socket()\ns.connect(('127.0.0.1', %d))" % port):
                self.refused(code, {"ModuleNotFoundError", "ImportError", "WorkerKilled"},
                             {"ImportError", "ModuleNotFoundError"}, msg_has=("socket", "connect"))
            r, _, _ = select.select([lst], [], [], 0.3)
            self.assertEqual(r, [], "the listener saw a connection from the worker")
        finally:
            lst.close()

    # -- processes -------------------------------------------------------------
    def test_exec(self):
        self.refused("import os\nos.execv('/bin/true', ['/bin/true'])",
                     {"WorkerKilled", "PermissionError"}, {"ImportError", "ModuleNotFoundError"}, msg_has=("execve",))
        self.refused("import os\nos.posix_spawn('/bin/true', ['/bin/true'], {})",
                     {"PermissionError", "WorkerKilled"}, {"ImportError", "ModuleNotFoundError"}, msg_has=("clone", "execve"))
        # The science template has subprocess loaded (a library imported it): Popen gets
        # as far as its error pipe, which RLIMIT_NOFILE refuses (EMFILE) before any clone.
        sc = self.refused("import subprocess\nsubprocess.run(['/bin/true'])",
                          {"ModuleNotFoundError", "ImportError", "PermissionError", "WorkerKilled"} |
                          ({"OSError"} if SCIENCE else set()),
                          {"ImportError", "ModuleNotFoundError"}, msg_has=("clone", "execve"))
        if sc["error"]["type"] == "OSError":
            self.assertIn("[Errno 24]", sc["error"]["message"], sc["error"])

    def test_os_system(self):
        before = self.files_in_tmp()
        marker = os.path.join(self.tmp, "system-ran")
        sc = self.run_code("import os\nos.system('touch %s')" % marker)
        if self.NO_PYTHON_LAYER:
            # glibc's system(): posix_spawn's clone is refused, so the shell never runs
            # and the status is 127 << 8; a WorkerKilled would also do.
            if sc["error"] is None:
                self.assertNotEqual(sc["result"], 0, "os.system reported success")
            else:
                self.assertIn(sc["error"]["type"], {"WorkerKilled", "PermissionError"}, sc["error"])
        else:
            self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])
        self.assertFalse(os.path.exists(marker), "a shell ran")
        self.assertEqual(self.files_in_tmp(), before)

    def test_fork(self):
        self.refused("import os\nos.fork()", {"PermissionError", "WorkerKilled"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import os\nos.fork()\nos._exit(0)", {"PermissionError", "WorkerKilled"},
                     {"ImportError", "ModuleNotFoundError"})

    def test_thread(self):
        code = ("import threading\nt = threading.Thread(target=lambda: None)\n"
                "try:\n    t.start()\n    r = 'started'\nexcept RuntimeError as e:\n"
                "    r = 'RuntimeError: ' + str(e)\nr")
        sc = self.run_code(code)
        if self.NO_PYTHON_LAYER:
            # The worker survives the refusal and goes on to return a value.
            self.assertIsNone(sc["error"], sc["error"])
            self.assertTrue(str(sc["result"]).startswith("RuntimeError"), sc["result"])
        else:
            self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])
        self.refused("import threading\nthreading.Thread(target=print).start()",
                     {"RuntimeError"}, {"ImportError", "ModuleNotFoundError"})
        self.refused("import _thread\n_thread.start_new_thread(print, ())",
                     {"RuntimeError"}, {"ImportError", "ModuleNotFoundError"})

    def test_kill_server(self):
        server = self.client.proc.pid
        # Signal 0 first: harmless even if the filter let it through, and if it does the
        # SIGKILL cases below must not run (os.getppid() is -1 under the filter, which
        # would make the last one kill(-1, SIGKILL): every process of this user).
        sc = self.run_code("import os\nos.kill(%d, 0)" % server)
        if sc["error"] is None:
            self.fail("%s: kill(server, 0) was allowed; not trying SIGKILL" % self.MODE)
        sc = self.run_code("import os\nos.kill(-1, 0)")
        if sc["error"] is None:
            self.fail("%s: kill(-1, 0) was allowed; not trying SIGKILL" % self.MODE)
        self.refused("import os\nos.kill(%d, 9)" % server, {"WorkerKilled", "PermissionError"},
                     {"ImportError", "ModuleNotFoundError"}, msg_has=("kill", "allowlist"))
        self.refused("import os\nos.kill(os.getppid(), 9)", {"WorkerKilled", "PermissionError"},
                     {"ImportError", "ModuleNotFoundError"}, msg_has=("kill", "allowlist"))
        self.assertIsNone(self.client.proc.poll(), "the server was killed")

    # -- the MCP stream ---------------------------------------------------------
    def test_write_to_stdout(self):
        forged = b'{"jsonrpc":"2.0","id":999,"result":{}}\n'
        for fd in (1, 2):
            sc = self.run_code("import os\nos.write(%d, %r)" % (fd, forged))
            if self.NO_PYTHON_LAYER:
                # fds 1 and 2 are /dev/null: the write "succeeds" into nothing.
                self.assertTrue(sc["error"] is None or sc["error"]["type"] == "WorkerKilled", sc)
            else:
                self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])
        # Let anything stray arrive, then look at every line the server wrote.
        r, _, _ = select.select([self.client.proc.stdout.fileno()], [], [], 0.2)
        if r:
            self.client.request("ping", timeout=CALL_TIMEOUT)
        self.assert_no_leak(self.client)
        for line in self.client.lines:
            self.assertNotIn(b'"id":999', line.replace(b" ", b""))

    # -- resources ---------------------------------------------------------------
    def test_memory_bomb(self):
        self.refused("bytearray(2**40)", {"MemoryError"}, {"MemoryError"})
        self.refused("x = [0] * (2**40)", {"MemoryError"}, {"MemoryError"})
        # Filling 512 MiB a MiB at a time is page faults: seconds of CPU, and many more
        # of wall clock on a loaded machine. A server whose limit leaves time for them.
        c = self.start_server("--timeout", "120", "--max-timeout", "120")
        self.extra_clients.append(c)
        sc = c.run("x = []\nwhile True:\n    x.append(bytearray(1 << 20))", timeout=150)
        self.assertIsNotNone(sc["error"], sc)
        self.assertEqual(sc["error"]["type"], "MemoryError", "%s: %r" % (self.MODE, sc["error"]))
        self.assert_alive(c)
        c.close()

    def test_cpu_spin_ends(self):
        c = self.start_server("--timeout", "1", "--max-timeout", "1")
        self.extra_clients.append(c)
        if SCIENCE:  # the template's start (seconds) is not the call's: it is up first
            self.assertIsNone(c.run("1", timeout=CALL_TIMEOUT)["error"])
        t0 = time.monotonic()
        sc = c.run("while True:\n    pass", timeout=CALL_TIMEOUT, timeout_s=3600)
        took = time.monotonic() - t0
        self.assertIsNotNone(sc["error"])
        self.assertIn(sc["error"]["type"], {"TimeoutError", "CPULimitExceeded"}, sc["error"])
        self.assertLess(took, 5.0, "a 1 s limit took %.1f s" % took)
        self.assert_alive(c)
        c.close()

    def test_cpu_limit_without_supervisor(self):
        """Freeze the supervisor mid-call: RLIMIT_CPU alone must end the worker."""
        c = self.start_server("--timeout", "1", "--max-timeout", "1", "--pool", "1")
        self.extra_clients.append(c)
        pid = c.proc.pid
        # Warm up: the template is up and the pool's worker has settled.
        self.assertIsNone(c.run("1", timeout=CALL_TIMEOUT)["error"])
        settle = time.monotonic() + 3
        while time.monotonic() < settle and any(pr.state != "S" for pr in children(pid).values()):
            time.sleep(0.02)
        rid = c.start("tools/call", {"name": "run_python",
                                     "arguments": {"code": "while True:\n    pass", "timeout_s": 3600}})
        # The spinning worker: the locked-down child (two seccomp filters) whose CPU time
        # grows by 0.1 s first. A worker being spawned meanwhile runs its prefault before
        # its lockdown, under one filter (a science worker's has taken ~0.3 s of CPU).
        t0 = time.monotonic()
        first, spinner = children(pid), None
        while spinner is None and time.monotonic() < t0 + 0.7:
            time.sleep(0.02)
            for p, (_, st, _, ticks, _) in children(pid).items():
                if st == "R" and ticks - (first[p].ticks if p in first else 0) >= os.sysconf("SC_CLK_TCK") // 10 \
                        and status_field(p, "Seccomp_filters") == "2":
                    spinner = p
        if spinner is None:
            c.wait(rid, timeout=CALL_TIMEOUT)
            self.skipTest("could not catch the worker running before the 1 s deadline")
        os.kill(pid, signal.SIGSTOP)
        try:
            # RLIMIT_CPU is --max-timeout + 2 = 3 s of CPU time: the worker must be gone
            # before it has used 4 s. On a loaded machine that CPU time takes longer to
            # accrue than the wall clock says, so the wall-clock cap is only a backstop.
            died, state, ticks = False, None, 0
            hz = os.sysconf("SC_CLK_TCK")
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and ticks < 4 * hz:
                now = children(pid)
                state = now[spinner].state if spinner in now else "gone"
                if state in ("Z", "gone"):
                    died = True
                    break
                ticks = now[spinner].ticks
                time.sleep(0.05)
        finally:
            os.kill(pid, signal.SIGCONT)
        self.assertTrue(died, "the worker (pid %d, state %s) outlived RLIMIT_CPU while the "
                        "supervisor was frozen" % (spinner, state))
        r = c.wait(rid, timeout=CALL_TIMEOUT)
        sc = r["result"]["structuredContent"]
        self.assertIn(sc["error"]["type"], {"CPULimitExceeded", "TimeoutError"}, sc["error"])
        self.assert_alive(c)
        c.close()


@unittest.skipUnless(os.access(WORKER_TESTHOOKS, os.X_OK),
                     "no %s (built with SAFEPY_TEST_HOOKS=OFF)" % WORKER_TESTHOOKS)
class KernelLayerNoPython(Base, unittest.TestCase):
    NO_PYTHON_LAYER = True
    MODE = "Python layer off"

    def test_layer_is_really_off(self):
        """Control run: the real os module and builtins reach user code."""
        sc = self.run_code("import os\n[os.getpid() > 0, type(open).__name__]")
        self.assertIsNone(sc["error"], sc["error"])
        self.assertEqual(sc["result"], [True, "builtin_function_or_method"])


class KernelLayerWithPython(Base, unittest.TestCase):
    NO_PYTHON_LAYER = False
    MODE = "Python layer on"

    def test_layer_is_on(self):
        sc = self.run_code("import os")
        self.assertEqual(sc["error"]["type"], "ModuleNotFoundError", sc["error"])


if __name__ == "__main__":
    if not os.access(SAFEPY, os.X_OK):
        sys.exit("no safepy binary at %s (set SAFEPY)" % SAFEPY)
    if SCIENCE:
        science.skip_unless_available(SAFEPY, "the kernel-layer suite")
    unittest.main(verbosity=2)
