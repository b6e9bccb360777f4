#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""No secret of the supervisor in the memory of the template or of a worker.

A worker may be fully compromised after its lockdown (issue 14): it can read all of its
own memory. So nothing secret from the supervisor may ever be there. The production
server (build/safepy mcp with the normal worker) is started with random canaries

  * in its environment: SAFEPY_SECRET_CANARY and a realistic OPENAI_API_KEY,
  * in its arguments: the path of its --policy FILE (the directory name holds a canary),
  * in its working directory (the directory name holds a canary),

then, from outside, the memory of the template and of a worker paused in the middle of a
call (time.sleep) is read through /proc/PID/maps and /proc/PID/mem, every readable
mapping, and searched for each canary as ASCII/UTF-8, UTF-16LE and UTF-32LE (wchar_t).
The idle pool workers are read too. Also: the worker's /proc/PID/environ is empty and
its working directory is not the canary directory.

Positive controls keep the reader honest: the supervisor's own memory must show its
environment and argument canaries, and the busy worker's memory must show a canary
written into the code of its call (which in turn must be in no other process).

With --science the calls run in the science template (numpy, pandas, scipy, sympy and
matplotlib loaded before its lockdown): their code gets a last comment line naming numpy
(science.py). Both templates are read then (the science one, whose environment also holds
its own settings, and the other one, started with the server), with the busy science
worker and every idle worker of either. Skipped (77) where `safepy policy` does not report
numpy available.

Run as a script [--science]; SAFEPY names the safepy binary (the worker is found beside
it). Output ends with "N passed, N failed"; exit status 1 on a failure, 77 when this
process may not read other processes' memory (not root, no CAP_SYS_PTRACE).
"""
import json
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402
from procs import children, exe_of, status_field  # noqa: E402
import science  # noqa: E402

SCIENCE = science.take_flag()

SAFEPY = os.path.abspath(safepy_path())
BIN_DIR = os.path.dirname(SAFEPY)
WORKER = os.path.join(BIN_DIR, "safepy-worker")
WAIT_S = 180.0          # deadline for any condition (a loaded machine is slow, not stuck)
SLEEP_S = 30            # the call the worker is paused in
CHUNK = 1 << 20
SLEEP_SYSCALLS = {"230", "35"}  # clock_nanosleep, nanosleep (x86-64)
SKIP_MAPPINGS = {"[vvar]", "[vvar_vclock]", "[vsyscall]"}

passed = failed = 0
SKIP_STATUS = 77


class Skip(Exception):
    pass


def check(ok, desc, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok %d - %s" % (passed + failed, desc), flush=True)
    else:
        failed += 1
        print("not ok %d - %s%s" % (passed + failed, desc, "\n#   " + detail.replace("\n", "\n#   ")
                                    if detail else ""), flush=True)
    return ok


class Server(MCPClient):
    """MCPClient started in a given working directory, its stderr kept in a file."""

    def __init__(self, argv, env, cwd, stderr_path):
        self._stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, env=env, cwd=cwd)
        self._buf = b""
        self._next_id = 1
        self.pending = {}
        self.notifications = []
        r = self.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                        "clientInfo": {"name": "safepy-secrets", "version": "0"}},
                         timeout=WAIT_S)
        if "result" not in r:
            raise MCPError("initialize failed: %r" % (r,))
        self.notify("notifications/initialized")

    def start(self, method, params=None, id=None):
        if SCIENCE and method == "tools/call":  # every call to the science template
            params = science.route_params(params)
        return super().start(method, params, id)

    def shutdown(self):
        try:
            if self.proc.poll() is None:
                self.proc.stdin.close()
                try:
                    self.proc.wait(WAIT_S)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait()
        finally:
            self.proc.stdout.close()
            self._stderr.close()


# ---- /proc -----------------------------------------------------------------------------



def syscall_of(pid):
    """The number of the system call pid is blocked in, as text ("running" if none)."""
    try:
        with open("/proc/%d/syscall" % pid) as f:
            return f.read().split()[0]
    except (OSError, IndexError):
        return None


def wait_for(what, fn, timeout=WAIT_S):
    deadline = time.monotonic() + timeout
    while True:
        v = fn()
        if v:
            return v
        if time.monotonic() > deadline:
            raise TimeoutError("waited %.0f s for %s" % (timeout, what))
        time.sleep(0.05)


# A sanitized supervisor (build-san) maps terabytes of ASan shadow memory, readable and
# all zeros: its own positive control reads only the mappings smaller than this. The
# template and the workers are never sanitized and have none so large.
HUGE_MAPPING = 1 << 32


def read_memory(pid, max_mapping=None):
    """[(mapping line, start address, bytes)] of every readable mapping of pid (of at most
    max_mapping bytes, if given). Chunks the kernel refuses (EIO) are retried page by page
    and skipped only where unreadable."""
    out = []
    skipped = []
    with open("/proc/%d/maps" % pid) as f:
        maps = [line.rstrip("\n") for line in f]
    fd = os.open("/proc/%d/mem" % pid, os.O_RDONLY)
    try:
        for line in maps:
            fields = line.split()
            perms = fields[1]
            name = fields[5] if len(fields) > 5 else ""
            if perms[0] != "r" or name in SKIP_MAPPINGS:
                continue
            start, end = (int(x, 16) for x in fields[0].split("-"))
            if max_mapping is not None and end - start > max_mapping:
                skipped.append("%x-%x (%d GiB, not read)" % (start, end, (end - start) >> 30))
                continue
            parts = []
            pos = start
            while pos < end:
                n = min(CHUNK, end - pos)
                try:
                    parts.append(os.pread(fd, n, pos))
                except OSError:
                    for page in range(pos, pos + n, 4096):
                        try:
                            parts.append(os.pread(fd, 4096, page))
                        except OSError:
                            parts.append(bytes(4096))
                            skipped.append("%x (%s)" % (page, line))
                pos += n
            out.append((line, start, b"".join(parts)))
    finally:
        os.close(fd)
    return out, skipped


def env_names(block):
    """The variable names of an environment block (never the values: they may be secret)."""
    return ", ".join(kv.split(b"=", 1)[0].decode("utf-8", "replace") for kv in block.split(b"\0") if kv)


def encodings(token):
    return {"ASCII/UTF-8": token.encode("utf-8"), "UTF-16LE": token.encode("utf-16-le"),
            "UTF-32LE": token.encode("utf-32-le")}


def find(memory, canaries):
    """[(canary label, encoding, mapping line, address)] of every occurrence."""
    hits = []
    for line, start, data in memory:
        for label, token in canaries.items():
            for enc, pat in encodings(token).items():
                i = data.find(pat)
                while i >= 0:
                    hits.append((label, enc, line, start + i))
                    i = data.find(pat, i + 1)
    return hits


def describe_hits(who, pid, hits, limit=12):
    lines = ["%s canary %s in %s (pid %d) at 0x%x, mapping %r" % (enc, label, who, pid, addr, line)
             for label, enc, line, addr in hits[:limit]]
    if len(hits) > limit:
        lines.append("... and %d more" % (len(hits) - limit))
    return "\n".join(lines)


# ---- main --------------------------------------------------------------------------------
def main():
    for path in (SAFEPY, WORKER):
        if not os.access(path, os.X_OK):
            print("no %s (set SAFEPY to the build's safepy)" % path)
            return 1
    if SCIENCE:
        science.skip_unless_available(SAFEPY, "the secret scan")
    t0 = time.monotonic()
    tok = {k: secrets.token_hex(16) for k in ("env", "api", "arg", "cwd", "call")}
    secrets_ = {  # what must never reach the template or a worker
        "SAFEPY_SECRET_CANARY (environment)": tok["env"],
        "OPENAI_API_KEY (environment)": tok["api"],
        "--policy path (arguments)": tok["arg"],
        "working directory": tok["cwd"],
    }
    call_canary = {"the call's own code": tok["call"]}
    base = tempfile.mkdtemp(prefix="safepy-secrets-")
    try:
        cwd = os.path.join(base, "cwd-canary-" + tok["cwd"])
        pol_dir = os.path.join(base, "policy-canary-" + tok["arg"])
        os.mkdir(cwd)
        os.mkdir(pol_dir)
        policy = os.path.join(pol_dir, "policy.json")
        with open(policy, "w") as f:
            json.dump({"timeout_s": 60, "max_timeout_s": 120}, f)
        for d in (base, cwd, pol_dir):
            os.chmod(d, 0o755)
        os.chmod(policy, 0o644)
        env = dict(os.environ, SAFEPY_SECRET_CANARY="envcanary-" + tok["env"],
                   OPENAI_API_KEY="sk-proj-" + tok["api"])
        argv = [SAFEPY, "mcp", "--policy", policy, "--worker", WORKER]
        server = Server(argv, env, cwd, os.path.join(base, "server.stderr"))
        try:
            run(server, secrets_, call_canary, cwd)
        except Skip as e:
            print("SKIP: %s" % e)
            return SKIP_STATUS
        finally:
            t = time.monotonic()
            server.shutdown()
            print("# server shut down in %.1f s" % (time.monotonic() - t))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print("# %.1f s" % (time.monotonic() - t0))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


def run(server, secrets_, call_canary, cwd):
    sup = server.proc.pid
    sc = server.run("1 + 1", timeout=WAIT_S)
    if not check(sc.get("error") is None and sc.get("result") == 2, "the server answers a first call",
                 repr(sc)):
        return
    if SCIENCE and not check(server.run(science.PROBE, timeout=WAIT_S).get("result") == "numpy",
                             "the calls run in the science template (numpy is loaded there)"):
        return
    # The call the worker is paused in; its code carries a canary of its own.
    code = "# %s\nimport time\ntime.sleep(%d)\n" % (call_canary["the call's own code"], SLEEP_S)
    rid = server.start("tools/call", {"name": "run_python", "arguments": {"code": code}})

    def templates():
        return [p for p in children(sup) if status_field(p, "Seccomp_filters") == "1"
                and status_field(p, "Name") == "safepy-worker"]

    def template():
        """The template the calls run in (with --science, the science one)."""
        found = [p for p in templates() if bool(science.is_science(p)) == SCIENCE]
        return found[0] if len(found) == 1 else None

    def busy_worker():
        found = [p for p, pr in children(sup).items() if status_field(p, "Seccomp_filters") == "2"
                 and syscall_of(p) in SLEEP_SYSCALLS]
        return found[0] if len(found) == 1 else None

    tpl = wait_for("the template (the supervisor's child under one seccomp filter)", template)
    worker = wait_for("a worker sleeping in the call", busy_worker)
    other_tpls = [p for p in templates() if p != tpl]   # --science: the other template
    idle = [p for p, pr in children(sup).items()
            if p not in (tpl, worker) and status_field(p, "Seccomp_filters") == "2" and pr.state != "Z"]
    print("# supervisor %d, template %d%s, busy worker %d, idle workers %r"
          % (sup, tpl, " (science), other template %r" % other_tpls if SCIENCE else "", worker, idle))
    if SCIENCE:
        check(science.is_science(worker) is True, "the busy worker is a fork of the science template",
              "its command line: %r" % (open("/proc/%d/cmdline" % worker, "rb").read()[:300],))
    try:
        with open("/proc/%d/mem" % tpl, "rb"):
            pass
        os.readlink("/proc/%d/exe" % worker)
    except PermissionError as e:
        raise Skip("cannot read the workers' memory from here (%s): run as root or with "
                   "CAP_SYS_PTRACE" % e)
    check(exe_of(worker) == os.path.realpath(WORKER) and exe_of(tpl) == os.path.realpath(WORKER),
          "the template and the worker run the production worker %s" % WORKER,
          "exe: template %r, worker %r" % (exe_of(tpl), exe_of(worker)))
    cache = []
    if SCIENCE:
        # The science template's options (their values may be paths: not printed). One is
        # not a canary but comes from the supervisor's environment: matplotlib's cache
        # directory, derived from its HOME or XDG_CACHE_HOME (--mpl-cache, MPLCONFIGDIR).
        with open("/proc/%d/cmdline" % tpl, "rb") as f:
            argv = f.read().split(b"\0")
        print("# science template arguments: %s" % " ".join(
            a.decode("utf-8", "replace") for a in argv if a.startswith(b"--")))
        cache = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == b"--mpl-cache"]

    # The worker's environment and working directory.
    with open("/proc/%d/environ" % worker, "rb") as f:
        environ = f.read()
    # The kernel keeps the block it set up at exec (/proc shows it whatever the process
    # did); the template wipes the strings in it, so only NUL bytes may remain.
    check(environ.strip(b"\0") == b"", "the worker's /proc/%d/environ holds no variable" % worker,
          "it holds %d bytes: %s" % (len(environ), env_names(environ)))
    for who, pid in (("template", tpl), ("worker", worker)):
        with open("/proc/%d/environ" % pid, "rb") as f:
            e = f.read()
        leaked = [label for label, t in secrets_.items() if t.encode() in e]
        check(not leaked, "the %s's /proc/PID/environ holds no canary" % who,
              "found %r among %s" % (leaked, env_names(e)))
        wd = os.readlink("/proc/%d/cwd" % pid)
        check(os.path.realpath(wd) != os.path.realpath(cwd) and secrets_["working directory"] not in wd,
              "the %s's working directory is not the canary directory" % who, "cwd is %r" % wd)
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            cmdline = f.read()
        leaked = [label for label, t in secrets_.items() if t.encode() in cmdline]
        check(not leaked, "the %s's command line holds no canary" % who, "found %r" % (leaked,))

    # Memory.
    everything = dict(secrets_, **call_canary)
    scans = {}
    for who, pid in ([("template", tpl), ("busy worker", worker)] + [("other template", p) for p in other_tpls]
                     + [("idle worker", p) for p in idle]):
        try:
            mem, skipped = read_memory(pid)
        except (FileNotFoundError, ProcessLookupError):
            if who == "idle worker":
                continue  # it may have been retired meanwhile
            raise
        total = sum(len(d) for _, _, d in mem)
        scans[pid] = (who, find(mem, everything), total)
        if pid == tpl and cache:
            seen = [c.decode("utf-8", "replace") for c in cache if any(c in d for _, _, d in mem)]
            print("# note: the science template's memory holds the supervisor's matplotlib cache "
                  "directory %r (from its HOME or XDG_CACHE_HOME; user code reads it with "
                  "matplotlib.get_cachedir())" % seen if seen else "# note: no path from the "
                  "science template's arguments is in its memory")
        print("# read %s %d: %d mappings, %.1f MiB%s" % (who, pid, len(mem), total / 2**20,
              ", %d unreadable pages" % len(skipped) if skipped else ""))
    check(syscall_of(worker) in SLEEP_SYSCALLS, "the busy worker was still paused in its call after the read",
          "it is now in %r" % syscall_of(worker))
    for pid, (who, hits, total) in scans.items():
        secret_hits = [h for h in hits if h[0] in secrets_]
        check(not secret_hits, "no supervisor secret in the memory of the %s (pid %d, %.1f MiB read)"
              % (who, pid, total / 2**20), describe_hits(who, pid, secret_hits))
        call_hits = [h for h in hits if h[0] in call_canary]
        if pid == worker:
            check(bool(call_hits), "positive control: the busy worker's memory holds its call's code",
                  "the canary of the call's code was not found: the memory reader is broken")
        else:
            check(not call_hits, "the call's code is in no other process (%s %d)" % (who, pid),
                  describe_hits(who, pid, call_hits))
    # Positive control: the supervisor holds its environment and arguments.
    mem, _ = read_memory(sup, HUGE_MAPPING)
    hits = find(mem, {k: v for k, v in secrets_.items() if "environment" in k or "arguments" in k})
    found = {h[0] for h in hits}
    want = {k for k in secrets_ if "environment" in k or "arguments" in k}
    check(found == want, "positive control: the supervisor's own memory shows its environment and "
          "argument canaries", "found only %r" % sorted(found))

    # The call is not needed any more: cancelled (MCP sends no answer to a cancelled
    # request), then the server must still answer.
    server.notify("notifications/cancelled", {"requestId": rid, "reason": "test over"})
    r = server.request("ping", timeout=WAIT_S)
    check(r.get("result") == {} and server.proc.poll() is None, "the server is alive after the reads",
          repr(r))


if __name__ == "__main__":
    sys.exit(main())
