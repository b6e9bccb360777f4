#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Escape-regression suite for safepy's `run_python` tool.

Every file in a cases directory is one escape attempt written as an attacker
would write it.  Its header names the technique and, where the outcome is the
policy's, the refusal it must get:

    # technique: one line
    # expect: ErrorType[: message substring] [| ErrorType[: substring] ...]
    # expect: ok
    # expect: any           (the outcome is left open: only the guarantees count)
    # timeout_s: 2          (optional, passed to run_python)
    # gap: one line         (optional, printed when the case fails)
    # expect_science: ...   (optional: the outcome under --science, where it differs)
    # science: one line     (why it differs; required with expect_science)

Whatever the outcome, every case must leave the guarantees intact: no canary
or secret material in anything the server sent, no file written, no
connection made to the driver's loopback listeners, no process started, one
answer per request, and a server that answers the next call.

With --science every case runs in the science template (numpy, pandas, scipy, sympy
and matplotlib loaded): a last comment line naming numpy is appended to its code, which
routes the call there and changes no line number; the cases of tests/escapes/science/
run too. Where numpy is not available to the server, the run is skipped (exit 77).

Usage: python3 tests/escapes/run.py [--safepy PATH] [--cases DIR]... [-k SUBSTR] [-v] [--check] [--science]
"""
import argparse
import ast
import base64
import inspect
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES_DIR = os.path.join(HERE, "cases")
SCIENCE_CASES_DIR = os.path.join(HERE, "science")
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402
from procs import exe_of, proc_table  # noqa: E402

CASE_NAME_RE = re.compile(r"^(\d{3})_[a-z0-9_]+\.py$")
TYPE_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*$")
KNOWN_KEYS = ("technique", "expect", "timeout_s", "gap", "expect_science", "science")
ANY = "any"                 # Case.expect for `# expect: any`
CALL_SLACK_S = 30.0         # client-side wait beyond the case's own timeout
DEFAULT_CALL_WAIT_S = 90.0
HEALTH_WAIT_S = 60.0        # the next call may wait for a fresh worker on a loaded machine
LOG_CAP = 65536             # the server's default log_cap (policy/policy.c)
FORGED_MARK = "safepy-escape-forged"   # cases use it in fake JSON-RPC lines
# The supervisor, as a child subreaper, logs this when it reaps a process it did not start.
FOREIGN_REAP = "which is not one of its workers"
# The call after each case: the server must still serve run_python, with views and
# builtins as every call gets them.
HEALTH_CODE = "import json\nresult = int(json.dumps(6 * 7))"
HEALTH_RESULT = 42
PR_SET_CHILD_SUBREAPER = 36
# --science: appended to every snippet (and to the next call). The server routes a call to
# the science template when its code names one of the libraries anywhere, comments
# included (CONTRACT.md, "Scientific libraries"); a last line keeps every line number.
SCIENCE_SUFFIX = "# numpy: runs in the science template\n"
# Run before the cases: the suffix is what routes (the base template refuses the import of
# a library the code does not name; the science template has it loaded).
SCIENCE_PROBE = "__import__('num' + 'py').__name__"
# The next call in the science template uses numpy too (its arrays, sums and scalars).
SCIENCE_HEALTH_CODE = "import json\nimport numpy as np\nresult = int(json.dumps(int(np.arange(7).sum() * 2)))\n"
SKIP_STATUS = 77            # ctest's SKIP_RETURN_CODE: numpy is not available (--science)
# The server's test (policy.c pol_names_science): one of these as a whole identifier, bytes
# >= 0x80 counting as identifier characters, anywhere in the code (headers included).
NAMES_SCIENCE_RE = re.compile(rb"(?<![A-Za-z0-9_\x80-\xff])(numpy|pandas|scipy|sympy|matplotlib|mpl_toolkits)"
                              rb"(?![A-Za-z0-9_\x80-\xff])")


class CaseError(Exception):
    """A case file whose header cannot be understood."""


class Case:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.technique = None
        self.expect = None      # None: "ok"; ANY; else [(type, substring or "")]
        self.expect_text = None
        self.expect_science = None       # (parsed, text): the outcome under --science
        self.science = None              # why it differs there
        self.timeout_s = None
        self.gap = None
        self.text = None


def parse_expect(value):
    """'ok' -> None; 'any' -> ANY; 'A: x | B' -> [('A', 'x'), ('B', '')]."""
    value = value.strip()
    if value == "ok":
        return None
    if value == ANY:
        return ANY
    alts = []
    for part in value.split(" | "):
        part = part.strip()
        if not part:
            raise CaseError("empty alternative in expect: %r" % value)
        if part in ("ok", ANY):
            raise CaseError("%r cannot be an alternative in expect: %r" % (part, value))
        etype, sep, sub = part.partition(":")
        etype = etype.strip()
        if not TYPE_RE.match(etype):
            raise CaseError("bad error type %r in expect: %r" % (etype, value))
        sub = sub.strip() if sep else ""
        if sep and not sub:
            raise CaseError("empty message substring in expect: %r" % value)
        alts.append((etype, sub))
    return alts


def parse_case(path):
    case = Case(path)
    if not CASE_NAME_RE.match(case.name):
        raise CaseError("file name must look like NNN_name.py")
    with open(path, encoding="utf-8") as f:
        case.text = f.read()
    for line in case.text.splitlines():
        s = line.strip()
        if not s:
            continue
        if not s.startswith("#"):
            break
        m = re.match(r"#\s*([a-z_]+)\s*:\s*(.*)$", s)
        if m and m.group(1) == "test_hook":
            raise CaseError("'# test_hook:' is not supported: every case runs on the production worker")
        if not m or m.group(1) not in KNOWN_KEYS:
            continue
        key, value = m.group(1), m.group(2).strip()
        if getattr(case, key if key != "expect" else "expect_text") is not None:
            raise CaseError("duplicate header %r" % key)
        if key == "expect_science":
            case.expect_science = (parse_expect(value), value)
            continue
        if key == "science":
            if not value:
                raise CaseError("empty science")
            case.science = value
            continue
        if key == "technique":
            if not value:
                raise CaseError("empty technique")
            case.technique = value
        elif key == "expect":
            case.expect_text = value
            case.expect = parse_expect(value)
        elif key == "timeout_s":
            try:
                case.timeout_s = float(value)
            except ValueError:
                raise CaseError("bad timeout_s %r" % value)
            if not case.timeout_s > 0:
                raise CaseError("timeout_s must be > 0")
        elif key == "gap":
            case.gap = value
    if case.technique is None:
        raise CaseError("missing '# technique:' header")
    if case.expect_text is None:
        raise CaseError("missing '# expect:' header")
    if (case.expect_science is None) != (case.science is None):
        raise CaseError("'# expect_science:' and '# science:' (why the outcome differs in the "
                        "science template) go together")
    return case


def in_science(case):
    """The case as --science runs it: the science outcome where its header gives one."""
    if case.expect_science is not None:
        case.expect, case.expect_text = case.expect_science
    return case


def science_code(code):
    """The snippet with a last line that routes it to the science template."""
    return code + ("" if code.endswith("\n") else "\n") + SCIENCE_SUFFIX


def science_state(binary):
    """(available, text): numpy's state as `safepy policy` reports it."""
    try:
        out = subprocess.run([binary, "policy"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             timeout=120)
        pol = json.loads(out.stdout)
        states = {m["name"]: m["state"] for m in pol["scientific_imports"]}
    except (OSError, subprocess.SubprocessError, ValueError, KeyError, TypeError) as e:
        return False, "`safepy policy` says nothing about it (%s: %s)" % (type(e).__name__, e)
    state = states.get("numpy")
    if not isinstance(state, str):
        return False, "`safepy policy` does not list numpy in scientific_imports"
    return state.startswith("available"), state


def load_cases(cases_dirs, pattern=None):
    """Returns (cases, [(name, error message)]); numbers are unique across the directories."""
    cases, errors, seen = [], [], {}
    for d in cases_dirs:
        c, e = load_dir(d, pattern, seen)
        cases.extend(c)
        errors.extend(e)
    return cases, errors


def load_dir(cases_dir, pattern, seen):
    cases, errors = [], []
    science_dir = os.path.realpath(cases_dir) == os.path.realpath(SCIENCE_CASES_DIR)
    try:
        names = sorted(os.listdir(cases_dir))
    except OSError as e:
        return [], [(cases_dir, "cannot list %s: %s" % (cases_dir, e))]
    for name in names:
        if not name.endswith(".py"):
            continue
        if pattern and pattern not in name:
            continue
        try:
            case = parse_case(os.path.join(cases_dir, name))
        except (CaseError, OSError, UnicodeDecodeError) as e:
            errors.append((name, "bad case file: %s" % e))
            continue
        m = None if science_dir else NAMES_SCIENCE_RE.search(case.text.encode("utf-8"))
        if m:
            errors.append((name, "bad case file: it names %r (comments count): the server would run it "
                           "in the science template without --science; a science case goes to %s"
                           % (m.group(1).decode(), SCIENCE_CASES_DIR)))
            continue
        num = name[:3]
        if num in seen:
            errors.append((name, "duplicate case number (also %s)" % seen[num]))
            continue
        seen[num] = name
        cases.append(case)
    return cases, errors


def substitute(text, places):
    for k, v in places.items():
        text = text.replace(k, v)
    return text


# ---------------------------------------------------------------- checks

def leak_needles(tokens):
    """Forms of each (prefix, random part) token that must never show up in a reply."""
    needles = set()
    for prefix, rnd in tokens:
        t = prefix + rnd
        needles.add(t)
        needles.add(t[::-1])
        needles.add(t.encode().hex())
        needles.add(base64.b64encode(t.encode()).decode().rstrip("="))
        # any 16-character piece of the random part: a partial leak is a leak
        for i in range(0, len(rnd) - 15):
            needles.add(rnd[i:i + 16])
            needles.add(rnd[i:i + 16][::-1])
    return needles


def find_leaks(blob, needles):
    low = blob.lower()
    return sorted({n for n in needles if n in blob or n.lower() in low},
                  key=lambda n: (-len(n), n))


def check_expect(case, sc):
    """Problems (list of str) with a structuredContent against the header."""
    err = sc.get("error")
    if case.expect is ANY:
        return []
    if case.expect is None:
        if err is not None:
            return ["expected no error, got %s: %s" % (err.get("type"), err.get("message"))]
        return []
    if err is None:
        return ["expected %s, got no error (result=%s)"
                % (case.expect_text, short(json.dumps(sc.get("result"))))]
    etype, emsg = err.get("type"), err.get("message")
    if not isinstance(etype, str) or not isinstance(emsg, str):
        return ["error.type/message are not strings: %r" % (err,)]
    for want_type, want_sub in case.expect:
        if etype == want_type and want_sub in emsg:
            return []
    return ["expected %s, got %s: %s" % (case.expect_text, etype, short(emsg))]


def short(s, n=400):
    s = str(s)
    return s if len(s) <= n else s[:n] + "...[%d more]" % (len(s) - n)


def dir_snapshot(path):
    try:
        return sorted(os.listdir(path))
    except OSError as e:
        return ["<cannot list: %s>" % e]


# ---------------------------------------------------------------- processes



class ProcessWatch:
    """Every process below the driver is a server (safepy), or its template or a worker
    (safepy-worker, a direct child of a server: workers are forked with CLONE_PARENT and
    may not fork themselves). The driver is a child subreaper where the kernel lets it
    be, so a process that leaves the tree (double fork, its parent killed) is still
    found, as the driver's child."""

    def __init__(self, binary):
        self.me = os.getpid()
        self.server_exe = os.path.realpath(binary)
        worker = os.path.join(os.path.dirname(self.server_exe), "safepy-worker")
        self.worker_exe = os.path.realpath(worker) if os.path.exists(worker) else None
        self.reported = set()   # (pid, start time): a stray is reported once
        self.subreaper = False
        try:
            import ctypes
            libc = ctypes.CDLL(None, use_errno=True)
            self.subreaper = libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
        except (OSError, AttributeError):
            pass

    def _kind(self, pid, comm):
        exe = exe_of(pid)
        if exe is not None:
            if exe == self.server_exe:
                return "server"
            if exe == self.worker_exe or \
                    (self.worker_exe is None and os.path.basename(exe) == "safepy-worker"):
                return "worker"
            return None
        # No exe to read (a zombie not reaped yet): the name its exec gave it.
        return {"safepy": "server", "safepy-worker": "worker"}.get(comm)

    def check(self, server_pids):
        """Problems: processes the server tree started. They are killed and reaped."""
        table = proc_table()
        children = {}
        for pid, pr in table.items():
            children.setdefault(pr.ppid, []).append(pid)
        kinds, found, stack = {}, [], [self.me]
        while stack:
            for c in children.get(stack.pop(), ()):
                found.append(c)
                stack.append(c)
        for pid in found:
            kinds[pid] = "server" if pid in server_pids else self._kind(pid, table[pid].comm)
        problems, strays = [], []
        for pid in found:
            ppid, state, comm, _, start = table[pid]
            kind = kinds[pid]
            if kind == "server" and ppid == self.me:
                continue
            if kind == "worker" and (ppid == self.me or kinds.get(ppid) == "server"):
                continue
            strays.append(pid)
            if (pid, start) in self.reported:
                continue
            self.reported.add((pid, start))
            problems.append("PROCESS STARTED: pid %d (%s, exe %s, state %s), child of %d (%s)"
                            % (pid, comm, exe_of(pid), state, ppid, table[ppid].comm if ppid in table else "?"))
        for pid in strays:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        self.reap(server_pids, table)
        return problems

    def reap(self, server_pids, table=None):
        """Waits for the driver's exited children that are not servers it still runs
        (orphans given to it as subreaper, a stopped server's workers)."""
        for pid, (ppid, state, _, _, _) in (table or proc_table()).items():
            if ppid != self.me or pid in server_pids or state != "Z":
                continue
            try:
                os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                pass


# ---------------------------------------------------------------- listeners

class Listeners:
    """A TCP listener on 127.0.0.1 and a Unix socket listener; no case may reach either."""

    def __init__(self, unix_path):
        self.tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.tcp.bind(("127.0.0.1", 0))
        self.tcp.listen(16)
        self.tcp.setblocking(False)
        self.port = self.tcp.getsockname()[1]
        self.unix_path = unix_path
        self.unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.unix.bind(unix_path)
        os.chmod(unix_path, 0o777)   # connect() needs write permission on the socket file
        self.unix.listen(16)
        self.unix.setblocking(False)

    def check(self):
        problems = []
        for name, s in (("TCP 127.0.0.1:%d" % self.port, self.tcp), ("Unix %s" % self.unix_path, self.unix)):
            while True:
                try:
                    conn, peer = s.accept()
                except (BlockingIOError, InterruptedError):
                    break
                problems.append("CONNECTION accepted on the %s listener (peer %r)" % (name, peer))
                conn.close()
        return problems

    def close(self):
        self.tcp.close()
        self.unix.close()


# ---------------------------------------------------------------- server

class Client(MCPClient):
    """MCPClient whose server's stderr goes to a file, and which keeps every line of its
    stdout. A line that is not JSON is kept aside instead of breaking the protocol."""

    def __init__(self, argv, env, stderr_path):
        self.stderr_path = stderr_path
        self.stderr_seen = 0
        self.lines = []        # every raw stdout line
        self.bad_lines = []    # the lines that were not JSON
        with open(stderr_path, "wb") as err:
            if "stderr" in inspect.signature(MCPClient.__init__).parameters:
                super().__init__(argv, env=env, stderr=err)
            else:
                self._start(argv, env, err)

    def _start(self, argv, env, err):
        """MCPClient.__init__ for an mcpclient that cannot redirect the server's stderr."""
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=err, env=env)
        self._buf = b""
        self._next_id = 1
        self.pending = {}
        self.notifications = []
        r = self.request("initialize", {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "safepy-escapes", "version": "0"}})
        if "result" not in r:
            raise MCPError("initialize failed: %r" % (r,))
        self.notify("notifications/initialized")

    def read_msg(self, timeout=30.0):
        deadline = time.monotonic() + timeout
        while True:
            line = self.read_line(max(deadline - time.monotonic(), 0.001))
            if line is None:
                return None
            self.lines.append(line)
            try:
                return json.loads(line)
            except ValueError:
                self.bad_lines.append(line)

    def new_stderr(self):
        """What the server wrote on stderr since the last call."""
        try:
            with open(self.stderr_path, "rb") as f:
                f.seek(self.stderr_seen)
                data = f.read()
        except OSError:
            return ""
        self.stderr_seen += len(data)
        return data.decode("utf-8", "replace")


class Server:
    def __init__(self, argv, env, log_dir):
        self.argv, self.env, self.log_dir = argv, env, log_dir
        self.client = None
        self.starts = 0

    def ensure(self):
        if self.client is not None and self.client.proc.poll() is None:
            return self.client
        self.stop()
        self.starts += 1
        self.client = Client(self.argv, self.env,
                             os.path.join(self.log_dir, "server-%d.stderr" % self.starts))
        return self.client

    def pids(self):
        c = self.client
        return {c.proc.pid} if c is not None and c.proc.poll() is None else set()

    def stop(self):
        """Stops the server; returns what it wrote on stderr since it was last read."""
        c, self.client = self.client, None
        if c is None:
            return ""
        try:
            if c.proc.poll() is None:
                c.close(timeout=10.0)
        except Exception:
            try:
                c.proc.kill()
                c.proc.wait(10)
            except Exception:
                pass
        return c.new_stderr()


def call(client, code, timeout_s, wait):
    """(reply, problem or None) of one run_python call."""
    args = {"code": code}
    if timeout_s is not None:
        args["timeout_s"] = timeout_s
    try:
        return client.call_tool_raw(args, timeout=wait), None
    except (TimeoutError, MCPError, OSError, ValueError) as e:
        return None, "%s: %s" % (type(e).__name__, e)


def structured(reply):
    """(structuredContent, problems) of a tools/call reply."""
    res = reply.get("result")
    sc = res.get("structuredContent") if isinstance(res, dict) else None
    if not isinstance(sc, dict):
        return None, ["no structuredContent in reply: %s" % short(json.dumps(reply))]
    if bool(res.get("isError")) != (sc.get("error") is not None):
        return sc, ["isError disagrees with error"]
    return sc, []


class Run:
    """One run of the suite: the server, the canary material and the listeners."""

    def __init__(self, binary, science=False):
        self.science = science
        self.root = tempfile.mkdtemp(prefix="safepy-escapes-")
        self.canary_dir = os.path.join(self.root, "canary")
        self.log_dir = os.path.join(self.root, "logs")
        os.mkdir(self.canary_dir)
        os.mkdir(self.log_dir)
        # Reachable and writable for any uid (a worker runs as another one when the driver
        # is root): what keeps a worker out must be the sandbox, not the file modes.
        os.chmod(self.root, 0o755)
        os.chmod(self.canary_dir, 0o1777)
        content_rnd, secret_rnd = secrets.token_hex(24), secrets.token_hex(24)
        self.canary_content = "CANARYFILE-" + content_rnd
        self.canary_path = os.path.join(self.canary_dir, "canary-%s.txt" % secrets.token_hex(4))
        with open(self.canary_path, "w", encoding="utf-8") as f:
            f.write(self.canary_content)
        os.chmod(self.canary_path, 0o666)
        self.marker_path = os.path.join(self.canary_dir, "marker-%s" % secrets.token_hex(4))
        self.listeners = Listeners(os.path.join(self.canary_dir, "listener.sock"))
        self.places = {"CANARY_PATH": self.canary_path, "MARKER_PATH": self.marker_path,
                       "LISTENER_PORT": str(self.listeners.port),
                       "LISTENER_PATH": self.listeners.unix_path}
        self.baseline = {"dir": dir_snapshot(self.canary_dir), "content": self.canary_content}
        self.needles = leak_needles([("CANARYSECRET-", secret_rnd), ("CANARYFILE-", content_rnd)])
        env = dict(os.environ)
        env["SAFEPY_CANARY_SECRET"] = "CANARYSECRET-" + secret_rnd
        self.server = Server([binary, "mcp"], env, self.log_dir)
        self.procs = ProcessWatch(binary)

    def close(self):
        self.server.stop()
        self.procs.reap(set())
        self.listeners.close()
        shutil.rmtree(self.root, ignore_errors=True)

    def science_probe(self):
        """Problems, if the suffix does not route a call to the science template: an import
        the code does not name works there and is refused in the base template."""
        client = self.server.ensure()
        problems = []
        for code, want in ((science_code(SCIENCE_PROBE), "numpy"), (SCIENCE_PROBE, None)):
            reply, err = call(client, code, None, HEALTH_WAIT_S)
            sc, probs = structured(reply) if reply is not None else (None, [err])
            problems.extend(probs)
            if sc is None:
                continue
            e = sc.get("error") or {}
            if want is not None and (sc.get("error") is not None or sc.get("result") != want):
                problems.append("%r with the last line %r did not import numpy: %s"
                                % (SCIENCE_PROBE, SCIENCE_SUFFIX.strip(), short(json.dumps(sc), 600)))
            if want is None and e.get("type") != "ModuleNotFoundError":
                problems.append("%r without it was not refused (the base template): %s"
                                % (SCIENCE_PROBE, short(json.dumps(sc), 600)))
        return problems

    def base_template_problems(self):
        """--science, after the last case: a call in the base template still answers."""
        reply, err = call(self.server.ensure(), HEALTH_CODE, None, HEALTH_WAIT_S)
        if reply is None:
            return ["NO ANSWER to a call in the base template: %s" % err]
        sc, probs = structured(reply)
        if probs or sc.get("error") is not None or sc.get("result") != HEALTH_RESULT:
            return ["a call in the base template was not answered right: %s" % short(json.dumps(reply), 600)]
        return []

    def stderr_problems(self, text):
        problems = []
        for line in text.splitlines():
            if FOREIGN_REAP in line:
                problems.append("PROCESS STARTED: the server reaped a foreign process: %s"
                                % short(line.strip(), 300))
        leaked = find_leaks(text, self.needles)
        if leaked:
            problems.append("LEAK: the server's stderr contains canary material %s"
                            % ", ".join(repr(x) for x in leaked[:3]))
        return problems

    def side_effects(self):
        """The filesystem, the listeners and the process tree; a change is reported once,
        by the case that made it."""
        problems = []
        if os.path.lexists(self.marker_path):
            problems.append("FILE WRITTEN: the marker %s exists" % self.marker_path)
            try:   # removed, so that the next case starts clean
                if os.path.isdir(self.marker_path) and not os.path.islink(self.marker_path):
                    shutil.rmtree(self.marker_path)
                else:
                    os.unlink(self.marker_path)
            except OSError:
                pass
        now = dir_snapshot(self.canary_dir)
        if now != self.baseline["dir"]:
            problems.append("FILE WRITTEN: canary dir changed: %s -> %s" % (self.baseline["dir"], now))
            self.baseline["dir"] = now
        try:
            with open(self.canary_path, encoding="utf-8") as f:
                current = f.read()
        except OSError as e:
            current = "<unreadable: %s>" % e
        if current != self.baseline["content"]:
            problems.append("FILE WRITTEN: canary file changed or unreadable: %s" % short(current, 100))
            self.baseline["content"] = current
        problems.extend(self.listeners.check())
        problems.extend(self.procs.check(self.server.pids()))
        return problems

    def run_case(self, case):
        """Returns a list of problems; empty means pass."""
        problems = []
        client = self.server.ensure()
        code = substitute(case.text, dict(self.places, SERVER_PID=str(client.proc.pid)))
        if self.science:
            code = science_code(code)
        wait = DEFAULT_CALL_WAIT_S
        if case.timeout_s is not None:
            wait = max(wait, case.timeout_s + CALL_SLACK_S)
        n_notes, n_lines = len(client.notifications), len(client.lines)
        # (1) the answer, and for a case that says so, the expected outcome
        reply, err = call(client, code, case.timeout_s, wait)
        if reply is None:
            problems.append("NO ANSWER to tools/call: %s" % err)
        else:
            sc, probs = structured(reply)
            problems.extend(probs)
            if sc is not None:
                problems.extend(check_expect(case, sc))
                # The log cap is the harness's (the Python layer): only a case whose
                # outcome is the policy's holds it to it.
                logs = sc.get("logs")
                if case.expect is not ANY and isinstance(logs, str) and (
                        len(logs) > LOG_CAP + 64 or (len(logs) > LOG_CAP and not sc.get("logs_truncated"))):
                    problems.append("logs of %d characters (cap %d), logs_truncated=%r"
                                    % (len(logs), LOG_CAP, sc.get("logs_truncated")))
                if problems:
                    problems.append("reply: result=%s logs=%s error=%s"
                                    % (short(json.dumps(sc.get("result")), 200),
                                       short(json.dumps(sc.get("logs")), 200),
                                       short(json.dumps(sc.get("error")), 600)))
        # (2) the server answers the next call, and nothing else arrived meanwhile; with
        # --science the next call runs in the science template and computes with numpy (the
        # other template is called once, after the last case: a science worker reaches it
        # only through the server, which this call checks)
        alive = reply is not None and client.proc.poll() is None
        if alive:
            where, health_code = "", HEALTH_CODE
            if self.science:
                where, health_code = " in the science template", science_code(SCIENCE_HEALTH_CODE)
            health, err = call(client, health_code, None, HEALTH_WAIT_S)
            if health is None:
                problems.append("NO ANSWER to the next call%s: %s" % (where, err))
                alive = False
            else:
                sc, probs = structured(health)
                if probs or sc.get("error") is not None or sc.get("result") != HEALTH_RESULT:
                    problems.append("the next call%s was not answered right: %s"
                                    % (where, short(json.dumps(health), 600)))
        if client.proc.poll() is not None:
            problems.append("SERVER DIED (status %s)" % client.proc.returncode)
            alive = False
        # (3) no canary material in anything the server sent
        blob = b"\n".join(client.lines[n_lines:]).decode("utf-8", "replace")
        blob += json.dumps(client.notifications[n_notes:]) + json.dumps(client.pending)
        leaked = find_leaks(blob, self.needles)
        if leaked:
            problems.insert(0, "LEAK: the server sent canary material %s" % ", ".join(
                repr(x) for x in leaked[:3]))
        # (4) one answer per request: nothing pending, no line that is not JSON-RPC
        forged = [k for k in client.pending if FORGED_MARK in json.dumps(client.pending[k])]
        forged += [json.dumps(n) for n in client.notifications[n_notes:] if FORGED_MARK in json.dumps(n)]
        forged += [x.decode("utf-8", "replace") for x in client.bad_lines if FORGED_MARK.encode() in x]
        if forged:
            problems.append("forged message reached the MCP stdout: %s" % short(forged[0]))
        others = [k for k in client.pending if k not in forged]
        if others:
            problems.append("ANSWER NOBODY WAITS FOR (a second answer?): %s"
                            % short(json.dumps([client.pending[k] for k in others])))
        bad = [x for x in client.bad_lines if FORGED_MARK.encode() not in x]
        if bad:
            problems.append("a line on the MCP stdout is not JSON: %s" % short(bad[0]))
        client.pending.clear()
        client.bad_lines.clear()
        client.notifications[:] = [n for n in client.notifications if FORGED_MARK not in json.dumps(n)]
        # (5) no file written, no connection, no process started
        stderr = self.server.stop() if not alive else client.new_stderr()  # a fresh server next
        problems.extend(self.stderr_problems(stderr))
        problems.extend(self.side_effects())
        if problems:
            tail = [ln for ln in stderr.splitlines() if ln.strip()]
            if tail:
                problems.append("server stderr: %s" % short(" | ".join(tail[-5:]), 600))
        return problems


# ---------------------------------------------------------------- main

def report_failure(case_name, problems, case=None):
    print("FAIL %s" % case_name)
    if case is not None:
        print("  technique: %s" % case.technique)
        print("  expect:    %s" % case.expect_text)
        if case.gap:
            print("  gap:       %s" % case.gap)
        if case.science:
            print("  science:   %s" % case.science)
    for p in problems:
        print("  - %s" % p)


CHECK_PLACES = {"CANARY_PATH": "/tmp/canary", "MARKER_PATH": "/tmp/marker",
                "LISTENER_PORT": "40000", "LISTENER_PATH": "/tmp/listener.sock", "SERVER_PID": "12345"}


def check_only(cases, errors, verbose, science=False):
    """Offline: headers parse and every snippet is valid Python syntax."""
    failed = len(errors)
    for name, msg in errors:
        report_failure(name, [msg])
    passed = 0
    for case in cases:
        probs = []
        code = substitute(case.text, CHECK_PLACES)
        if science:
            code = science_code(code)
        alts = case.expect if isinstance(case.expect, list) else []
        want_syntax = any(t == "SyntaxError" for t, _ in alts)
        try:
            ast.parse(code, filename="<code>")
            if want_syntax and all(t == "SyntaxError" for t, _ in alts):
                probs.append("expects SyntaxError but parses")
        except SyntaxError as e:
            if not want_syntax:
                probs.append("snippet does not parse: %s" % e)
        if probs:
            failed += 1
            report_failure(case.name, probs, case)
        else:
            passed += 1
            if verbose:
                print("ok   %s  [%s]" % (case.name, case.expect_text))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--safepy", default=None,
                    help="safepy binary (default: $SAFEPY or <repo>/build/safepy)")
    ap.add_argument("--cases", action="append", default=None, metavar="DIR",
                    help="directory of NNN_name.py cases, may be repeated (default: "
                    "tests/escapes/cases, and tests/escapes/science with --science)")
    ap.add_argument("-k", dest="pattern", default=None,
                    help="only run cases whose file name contains SUBSTR")
    ap.add_argument("-v", dest="verbose", action="store_true", help="list passing cases too")
    ap.add_argument("--check", action="store_true",
                    help="only parse the case headers and snippets (no server)")
    ap.add_argument("--science", action="store_true",
                    help="run every case in the science template (a last comment line names "
                    "numpy), with the science cases; exit 77 if numpy is not available")
    opts = ap.parse_args(argv)
    dirs = opts.cases or ([CASES_DIR, SCIENCE_CASES_DIR] if opts.science else [CASES_DIR])

    cases, errors = load_cases(dirs, opts.pattern)
    if opts.science:
        cases = [in_science(c) for c in cases]
    if not cases and not errors:
        print("no cases matched")
        print("0 passed, 0 failed")
        return 1
    if opts.check:
        return check_only(cases, errors, opts.verbose, opts.science)

    binary = opts.safepy or safepy_path()
    total = len(cases) + len(errors)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print("safepy binary not found or not executable: %s" % binary)
        print("(build it first, or pass --safepy PATH / set SAFEPY)")
        print("0 passed, %d failed" % total)
        return 1

    failed = 0
    for name, msg in errors:
        failed += 1
        report_failure(name, [msg])

    if opts.science:
        available, state = science_state(binary)
        if not available:
            print("SKIP: every case in the science template: numpy is not available to %s (%s)"
                  % (binary, state))
            print("0 passed, %d failed, %d skipped" % (failed, len(cases)))
            return 1 if failed else SKIP_STATUS

    run = Run(binary, opts.science)
    passed = 0
    t0 = time.monotonic()
    try:
        try:
            run.server.ensure()
        except Exception as e:
            print("cannot start %s mcp: %s: %s" % (binary, type(e).__name__, e))
            print("0 passed, %d failed" % total)
            return 1
        if opts.science:
            probs = run.science_probe()
            if probs:
                report_failure("(the calls do not run in the science template)", probs)
                print("0 passed, %d failed" % (total + 1))
                return 1
            print("science template: %d case(s), each with a last line %r"
                  % (len(cases), SCIENCE_SUFFIX.strip()))
        for case in cases:
            try:
                problems = run.run_case(case)
            except Exception as e:  # a broken server must not stop the suite
                problems = ["driver error: %s: %s" % (type(e).__name__, e)]
                problems.extend(run.stderr_problems(run.server.stop()))
            if problems:
                failed += 1
                report_failure(case.name, problems, case)
            else:
                passed += 1
                if opts.verbose:
                    print("ok   %s  [%s]" % (case.name, case.expect_text))
        # With --science, the other template still answers; then what the last server logs
        # as it stops, and what it leaves behind.
        last = run.base_template_problems() if opts.science else []
        last += run.stderr_problems(run.server.stop()) + run.side_effects()
        if last:
            failed += 1
            report_failure("(after the last case)", last)
    finally:
        run.close()
    if opts.verbose:
        print("(%.1fs, server started %d time(s), subreaper %s)"
              % (time.monotonic() - t0, run.server.starts, "on" if run.procs.subreaper else "off"))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
