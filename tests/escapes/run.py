#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Escape-regression suite for safepy's `run_python` tool.

Every file in cases/ is one escape attempt written as an attacker would write
it.  Its header says which technique it uses and which refusal the sandbox
must answer with:

    # technique: one line
    # expect: ErrorType[: message substring] [| ErrorType[: substring] ...]
    # expect: ok
    # timeout_s: 2          (optional, passed to run_python)
    # gap: one line         (optional, why the design as written may miss it)

The driver starts one `safepy mcp` server with a random secret in
SAFEPY_CANARY_SECRET, writes a random canary file into a fresh temp dir and
replaces CANARY_PATH in each snippet with its path.  For every case it checks
that (a) the reply carries the expected error (or none, for `ok`), (b) neither
the secret nor the canary content shows up anywhere in the reply, (c) the
server still answers a ping, and (d) nothing new appeared in the canary dir
and the canary file is unchanged.

Usage: python3 tests/escapes/run.py [--safepy PATH] [-k SUBSTR] [-v] [--check]
"""
import argparse
import ast
import base64
import json
import os
import re
import secrets
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES_DIR = os.path.join(HERE, "cases")
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402

CASE_NAME_RE = re.compile(r"^(\d{3})_[a-z0-9_]+\.py$")
TYPE_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*$")
KNOWN_KEYS = ("technique", "expect", "timeout_s", "gap", "test_hook")
# A case of a layer that an outer one now stops first runs on a test-hooks worker with
# that outer check left out (never possible with the production worker).
TEST_HOOKS = {"inner-layers": "--test-inner-layers"}
PLACEHOLDER = "CANARY_PATH"
CALL_SLACK_S = 30.0     # client-side wait beyond the case's own timeout
LOG_CAP = 65536         # the server's default log_cap (policy/policy.c)
DEFAULT_CALL_WAIT_S = 90.0
PING_WAIT_S = 15.0
FORGED_MARK = "safepy-escape-forged"   # cases use it in fake JSON-RPC lines


class CaseError(Exception):
    """A case file whose header cannot be understood."""


class Case:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.technique = None
        self.expect = None      # None means "ok", else [(type, substring or "")]
        self.expect_text = None
        self.timeout_s = None
        self.gap = None
        self.test_hook = None
        self.text = None


def parse_expect(value):
    """'ok' -> None; 'A: x | B' -> [('A', 'x'), ('B', '')]."""
    value = value.strip()
    if value == "ok":
        return None
    alts = []
    for part in value.split(" | "):
        part = part.strip()
        if not part:
            raise CaseError("empty alternative in expect: %r" % value)
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
        if not m or m.group(1) not in KNOWN_KEYS:
            continue
        key, value = m.group(1), m.group(2).strip()
        if getattr(case, key if key != "expect" else "expect_text") is not None:
            raise CaseError("duplicate header %r" % key)
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
        elif key == "test_hook":
            if value not in TEST_HOOKS:
                raise CaseError("unknown test_hook %r" % value)
            case.test_hook = value
    if case.technique is None:
        raise CaseError("missing '# technique:' header")
    if case.expect_text is None:
        raise CaseError("missing '# expect:' header")
    return case


def load_cases(pattern=None):
    """Returns (cases, [(name, error message)])."""
    cases, errors = [], []
    try:
        names = sorted(os.listdir(CASES_DIR))
    except OSError as e:
        return [], [("cases/", "cannot list %s: %s" % (CASES_DIR, e))]
    seen = {}
    for name in names:
        if not name.endswith(".py"):
            continue
        if pattern and pattern not in name:
            continue
        try:
            case = parse_case(os.path.join(CASES_DIR, name))
        except (CaseError, OSError, UnicodeDecodeError) as e:
            errors.append((name, "bad case file: %s" % e))
            continue
        num = name[:3]
        if num in seen:
            errors.append((name, "duplicate case number (also %s)" % seen[num]))
            continue
        seen[num] = name
        cases.append(case)
    return cases, errors


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


# ---------------------------------------------------------------- server

class Server:
    def __init__(self, argv, env):
        self.argv, self.env = argv, env
        self.client = None
        self.starts = 0

    def ensure(self):
        if self.client is not None and self.client.proc.poll() is None:
            return self.client
        self.stop()
        self.starts += 1
        self.client = MCPClient(self.argv, env=self.env)
        return self.client

    def stop(self):
        c, self.client = self.client, None
        if c is None:
            return
        try:
            if c.proc.poll() is None:
                c.close(timeout=5.0)
        except Exception:
            try:
                c.proc.kill()
                c.proc.wait(5)
            except Exception:
                pass


def run_case(server, case, canary_dir, canary_path, needles, baseline):
    """Returns a list of problems; empty means pass."""
    problems = []
    code = case.text.replace(PLACEHOLDER, canary_path)
    args = {"code": code}
    wait = DEFAULT_CALL_WAIT_S
    if case.timeout_s is not None:
        args["timeout_s"] = case.timeout_s
        wait = max(wait, case.timeout_s + CALL_SLACK_S)
    client = server.ensure()
    n_notes = len(client.notifications)
    try:
        reply = client.call_tool_raw(args, timeout=wait)
    except (TimeoutError, MCPError, OSError, ValueError) as e:
        problems.append("no reply to tools/call: %s: %s" % (type(e).__name__, e))
        reply = None
    # (a) expected outcome
    if reply is not None:
        res = reply.get("result")
        sc = res.get("structuredContent") if isinstance(res, dict) else None
        if not isinstance(sc, dict):
            problems.append("no structuredContent in reply: %s" % short(json.dumps(reply)))
        else:
            if bool(res.get("isError")) != (sc.get("error") is not None):
                problems.append("isError disagrees with error")
            problems.extend(check_expect(case, sc))
            # The contract's log cap holds whatever the code did to the capture: at most
            # the cap untruncated, the cap plus the marker when truncated.
            logs = sc.get("logs")
            if isinstance(logs, str) and (len(logs) > LOG_CAP + 64 or
                                          (len(logs) > LOG_CAP and not sc.get("logs_truncated"))):
                problems.append("logs of %d characters (cap %d), logs_truncated=%r"
                                % (len(logs), LOG_CAP, sc.get("logs_truncated")))
            if problems:
                problems.append("reply: result=%s logs=%s error=%s"
                                % (short(json.dumps(sc.get("result")), 200),
                                   short(json.dumps(sc.get("logs")), 200),
                                   short(json.dumps(sc.get("error")), 600)))
    # (c) the server still answers
    alive = client.proc.poll() is None
    if alive:
        try:
            r = client.request("ping", timeout=PING_WAIT_S)
            if "result" not in r:
                problems.append("ping answered with %s" % short(json.dumps(r)))
        except (TimeoutError, MCPError, OSError, ValueError) as e:
            problems.append("no answer to ping: %s: %s" % (type(e).__name__, e))
            alive = False
    else:
        problems.append("server exited (status %s)" % client.proc.returncode)
    # (b) no canary material in the reply, nor in anything else the server sent meanwhile
    blob = json.dumps(reply) if reply is not None else ""
    blob += json.dumps(client.notifications[n_notes:]) + json.dumps(client.pending)
    leaked = find_leaks(blob, needles)
    if leaked:
        problems.insert(0, "LEAK: reply contains canary material %s" % ", ".join(
            repr(x) for x in leaked[:3]))
    # output-channel forging: nothing the snippet printed or wrote may reach the MCP stdout
    forged = [k for k in client.pending if FORGED_MARK in k]
    forged += [json.dumps(n) for n in client.notifications
               if FORGED_MARK in json.dumps(n)]
    if forged:
        problems.append("forged message reached the MCP stdout: %s" % short(forged[0]))
        for k in list(client.pending):
            if FORGED_MARK in k:
                del client.pending[k]
        client.notifications[:] = [n for n in client.notifications
                                   if FORGED_MARK not in json.dumps(n)]
    if not alive or (problems and reply is None):
        server.stop()   # the next case gets a fresh server
    # (d) nothing written next to the canary, canary untouched
    # (a change is reported once, by the case that made it)
    now = dir_snapshot(canary_dir)
    if now != baseline["dir"]:
        problems.append("canary dir changed: %s -> %s" % (baseline["dir"], now))
        baseline["dir"] = now
    try:
        with open(canary_path, encoding="utf-8") as f:
            current = f.read()
    except OSError as e:
        current = "<unreadable: %s>" % e
    if current != baseline["content"]:
        problems.append("canary file changed or unreadable: %s" % short(current, 100))
        baseline["content"] = current
    return problems


# ---------------------------------------------------------------- main

def report_failure(case_name, problems, case=None):
    print("FAIL %s" % case_name)
    if case is not None:
        print("  technique: %s" % case.technique)
        print("  expect:    %s" % case.expect_text)
        if case.gap:
            print("  gap:       %s" % case.gap)
    for p in problems:
        print("  - %s" % p)


def check_only(cases, errors, verbose):
    """Offline: headers parse and every snippet is valid Python syntax."""
    failed = len(errors)
    for name, msg in errors:
        report_failure(name, [msg])
    passed = 0
    for case in cases:
        probs = []
        code = case.text.replace(PLACEHOLDER, "/tmp/canary")
        want_syntax = case.expect is not None and any(t == "SyntaxError" for t, _ in case.expect)
        try:
            ast.parse(code, filename="<code>")
            if want_syntax and all(t == "SyntaxError" for t, _ in case.expect):
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
    ap.add_argument("-k", dest="pattern", default=None,
                    help="only run cases whose file name contains SUBSTR")
    ap.add_argument("-v", dest="verbose", action="store_true", help="list passing cases too")
    ap.add_argument("--check", action="store_true",
                    help="only parse the case headers and snippets (no server)")
    opts = ap.parse_args(argv)

    cases, errors = load_cases(opts.pattern)
    if not cases and not errors:
        print("no cases matched")
        print("0 passed, 0 failed")
        return 1
    if opts.check:
        return check_only(cases, errors, opts.verbose)

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

    canary_dir = tempfile.mkdtemp(prefix="safepy-escapes-")
    content_rnd, secret_rnd = secrets.token_hex(24), secrets.token_hex(24)
    canary_content = "CANARYFILE-" + content_rnd
    canary_path = os.path.join(canary_dir, "canary-%s.txt" % secrets.token_hex(4))
    secret = "CANARYSECRET-" + secret_rnd
    with open(canary_path, "w", encoding="utf-8") as f:
        f.write(canary_content)
    os.chmod(canary_path, 0o644)
    baseline = {"dir": dir_snapshot(canary_dir), "content": canary_content}
    needles = leak_needles([("CANARYSECRET-", secret_rnd), ("CANARYFILE-", content_rnd)])

    env = dict(os.environ)
    env["SAFEPY_CANARY_SECRET"] = secret
    server = Server([binary, "mcp"], env)
    # Cases behind an outer check: safepy-worker-testhooks beside the binary (or
    # $SAFEPY_TESTHOOKS_WORKER), one server per hook, started on first use.
    hooks_worker = os.environ.get("SAFEPY_TESTHOOKS_WORKER") or \
        os.path.join(os.path.dirname(os.path.abspath(binary)), "safepy-worker-testhooks")
    hook_servers = {}
    passed = 0
    t0 = time.monotonic()
    try:
        try:
            server.ensure()
        except Exception as e:
            print("cannot start %s mcp: %s: %s" % (binary, type(e).__name__, e))
            print("0 passed, %d failed" % total)
            return 1
        for case in cases:
            srv = server
            if case.test_hook is not None:
                if not os.access(hooks_worker, os.X_OK):
                    failed += 1
                    report_failure(case.name, ["needs the test-hooks worker %s (build with "
                                               "SAFEPY_TEST_HOOKS=ON)" % hooks_worker], case)
                    continue
                srv = hook_servers.get(case.test_hook)
                if srv is None:
                    srv = hook_servers[case.test_hook] = Server(
                        [binary, "mcp", "--worker", hooks_worker, TEST_HOOKS[case.test_hook]], env)
            try:
                problems = run_case(srv, case, canary_dir, canary_path,
                                    needles, baseline)
            except Exception as e:  # a broken server must not stop the suite
                problems = ["driver error: %s: %s" % (type(e).__name__, e)]
                srv.stop()
            if problems:
                failed += 1
                report_failure(case.name, problems, case)
            else:
                passed += 1
                if opts.verbose:
                    print("ok   %s  [%s]" % (case.name, case.expect_text))
    finally:
        server.stop()
        for s in hook_servers.values():
            s.stop()
        shutil.rmtree(canary_dir, ignore_errors=True)
    if opts.verbose:
        print("(%.1fs, server started %d time(s))" % (time.monotonic() - t0, server.starts))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
