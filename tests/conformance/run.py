# SPDX-License-Identifier: MIT
"""Differential conformance suite: safepy's run_python vs plain CPython.

    python3 tests/conformance/run.py [--safepy PATH] [--ref-python PATH] [-k SUBSTR] [-v] [-j N]

Every cases/NNN_name.py snippet is run once through ONE `safepy mcp` server
(pipelined tools/call requests) and once through ref_exec.py under the
reference CPython 3.11 (a fresh process per case): --ref-python PATH, else
$SAFEPY_REF_PYTHON, else /usr/bin/python3.11.  It should be the same CPython
release as the one the worker embeds (error messages change between 3.11.x
releases).  The fields result,
result_type, logs, logs_truncated and error.{type,line,message} must agree
exactly (JSON numbers: int, float and bool are distinguished; object key
order and duplicate keys count).  The last line printed is
`N passed, N failed` (`, N skipped` when sci_ cases were skipped); the exit
status is 1 if anything failed.

Cases named NNN_sci_*.py use the scientific libraries (numpy, pandas, scipy, sympy,
matplotlib).  Each one needs the libraries its code names; it is skipped, visibly
("skipped: ... not installed", and counted on the last line), when the reference
interpreter cannot import one of them, when the server's `safepy policy` does not
list it as available, or when the reference has another version of it than the
sandbox imports.

Extra modes (no server needed):
    --ref-only     print the reference output of each selected case
    --self-check   run each case through the reference twice, with different
                   PYTHONHASHSEED values, and report any difference
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES_DIR = os.path.join(HERE, "cases")
REF_EXEC = os.path.join(HERE, "ref_exec.py")
DEFAULT_REF_PYTHON = "/usr/bin/python3.11"
REF_PYTHON = os.environ.get("SAFEPY_REF_PYTHON") or DEFAULT_REF_PYTHON  # main() may change it
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
sys.dont_write_bytecode = True  # no __pycache__ in tests/lib

from mcpclient import MCPClient, MCPError  # noqa: E402

# Cases whose error.message is not compared, with the reason.  Everything
# else (type, line, result, logs) is still compared.
SKIP_MESSAGE = {
    "json_deep_nesting_error":
        "the RecursionError text depends on where the converter recursed "
        "(json encoder, repr, custom walker)",
    "json_result_too_large":
        "ResultTooLarge message wording is not fixed by the contract",
    "sci_numpy_array_too_large":
        "ResultTooLarge message wording is not fixed by the contract",
}

# The scientific libraries a sci_ case may need (CONTRACT.md, "Scientific libraries"):
# a case needs every one its code names, as the server decides which template runs it.
SCI_MARK = "_sci_"
SCI_PACKAGES = ("numpy", "pandas", "scipy", "sympy", "matplotlib", "mpl_toolkits", "seaborn", "mpmath")
SCI_NAME_RE = re.compile(r"\b(%s)\b" % "|".join(SCI_PACKAGES))

WINDOW = 4           # default number of requests in flight on the one server
CASE_TIMEOUT = 30.0  # seconds to wait for one answer


# -- JSON with ordered, possibly repeated object keys ------------------------
class PairsDict(dict):
    """A decoded JSON object that remembers its pairs in order (duplicates
    included) while still behaving as a dict for the MCP client."""

    def __init__(self, pairs):
        dict.__init__(self, pairs)
        self.pairs = pairs


def loads(text):
    return json.loads(text, object_pairs_hook=PairsDict)


class Client(MCPClient):
    def read_msg(self, timeout=30.0):
        line = self.read_line(timeout)
        if line is None:
            return None
        try:
            return loads(line)
        except UnicodeDecodeError:
            # Keep going (the server is alive); the case is failed in interpret().
            m = loads(line.decode("utf-8", "surrogateescape"))
            if isinstance(m, dict):
                m["_invalid_utf8"] = True
            return m


def canon(v):
    """A comparable, type-exact form of a decoded JSON value."""
    if isinstance(v, PairsDict):
        return ("object", tuple((k, canon(x)) for k, x in v.pairs))
    if isinstance(v, dict):
        return ("object", tuple((k, canon(x)) for k, x in v.items()))
    if isinstance(v, list):
        return ("array", tuple(canon(x) for x in v))
    if isinstance(v, bool):
        return ("bool", v)
    if isinstance(v, int):
        return ("int", v)
    if isinstance(v, float):
        return ("float", repr(v))
    if isinstance(v, str):
        return ("str", v)
    if v is None:
        return ("null",)
    return ("?", repr(v))


def to_text(v):
    """JSON text of a decoded value, keeping repeated object keys."""
    if isinstance(v, PairsDict):
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + to_text(x)
                               for k, x in v.pairs) + "}"
    if isinstance(v, dict):
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + to_text(x)
                               for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(to_text(x) for x in v) + "]"
    return json.dumps(v, ensure_ascii=False)


def show(v, limit=600):
    s = to_text(v)
    if len(s) > limit:
        s = s[:limit // 2] + " ...[%d chars]... " % (len(s) - limit) + s[-limit // 2:]
    return s


def show_logs(s, limit=600):
    r = repr(s)
    if len(r) > limit:
        r = r[:limit // 2] + " ...[%d chars]... " % (len(r) - limit) + r[-limit // 2:]
    return r


def first_diff(a, b):
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


# -- the reference -----------------------------------------------------------
def mpl_config_dir():
    """matplotlib's config and cache directory for the reference: one of our own, so that
    its font list is built once (by sci_ref, before any case runs) and no
    case's logs get matplotlib's notes about building it or about an unwritable home."""
    d = os.path.join(tempfile.gettempdir(), "safepy-conformance-mpl-%d" % os.getuid())
    try:
        os.makedirs(d, mode=0o700, exist_ok=True)
        st = os.lstat(d)
        if st.st_uid == os.getuid() and not os.path.islink(d):
            return d
    except OSError:
        pass
    return tempfile.mkdtemp(prefix="safepy-conformance-mpl-")


MPL_CONFIG_DIR = None  # set by split_runnable() when sci_ cases run


def ref_env(hashseed="random"):
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "PYTHONHASHSEED": hashseed,
           "PYTHONIOENCODING": "utf-8"}
    if MPL_CONFIG_DIR:
        env["MPLCONFIGDIR"] = MPL_CONFIG_DIR
    return env


def run_ref(path, hashseed="random"):
    try:
        p = subprocess.run([REF_PYTHON, "-s", "-P", REF_EXEC, path],
                           stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=60, env=ref_env(hashseed))
    except subprocess.TimeoutExpired:
        return None, "reference timed out"
    if p.returncode != 0 or not p.stdout.strip():
        return None, "reference failed (rc %s): %s" % (
            p.returncode, p.stderr.decode("utf-8", "replace")[-2000:])
    try:
        return loads(p.stdout.decode("ascii")), None
    except ValueError as e:
        return None, "reference printed bad JSON: %s" % e


def ref_python_problem(path):
    """None if path is a runnable CPython 3.11, else what is wrong with it."""
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        return "not found or not executable"
    try:
        p = subprocess.run([path, "-s", "-P", "-c",
                            "import sys, platform; print(platform.python_implementation(), "
                            "'%d.%d' % sys.version_info[:2])"],
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=60,
                           env=ref_env("0"))
    except (OSError, subprocess.TimeoutExpired) as e:
        return "cannot run it (%s)" % e
    got = p.stdout.decode("utf-8", "replace").strip()
    if p.returncode != 0 or got != "CPython 3.11":
        return "not CPython 3.11 (%s)" % (got or p.stderr.decode("utf-8", "replace").strip()[-300:])
    return None


# -- the scientific libraries: which cases can run -----------------------------------
def sci_needs(fn, code):
    """The scientific packages a case needs (empty for a case that is not sci_)."""
    if SCI_MARK not in fn:
        return ()
    return tuple(sorted(set(SCI_NAME_RE.findall(code))))


SCI_PROBE = r"""
import json, os, sys
os.environ["MPLBACKEND"] = "Agg"
out = {}
for name in sys.argv[1:]:
    try:
        mod = __import__(name)
        if name == "matplotlib":
            import matplotlib.pyplot   # builds matplotlib's font list, once, here
        v = getattr(mod, "__version__", None)
        out[name] = {"error": None, "version": v if isinstance(v, str) else None}
    except BaseException as e:
        msg = str(e).splitlines()[0] if str(e) else ""
        out[name] = {"error": "%s: %s" % (type(e).__name__, msg), "version": None}
print(json.dumps(out))
"""


def sci_ref(names):
    """{name: {"error": None or why the reference cannot import it, "version": ...}}."""
    try:
        p = subprocess.run([REF_PYTHON, "-s", "-P", "-c", SCI_PROBE] + list(names),
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=300,
                           env=ref_env("0"))
        return json.loads(p.stdout.decode("utf-8").strip().splitlines()[-1])
    except (OSError, ValueError, IndexError, subprocess.TimeoutExpired) as e:
        return {n: {"error": "cannot probe the reference (%s)" % e, "version": None}
                for n in names}


def sci_server_states(path, names):
    """{name: None if `safepy policy` says it is available, else why not}."""
    try:
        p = subprocess.run([path, "policy"], stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=60)
        pol = json.loads(p.stdout.decode("utf-8"))
        listed = {e.get("name"): e for e in pol.get("scientific_imports") or []
                  if isinstance(e, dict)}
    except (OSError, ValueError, AttributeError, subprocess.TimeoutExpired) as e:
        return {n: "`safepy policy` failed (%s)" % e for n in names}
    out = {}
    for n in names:
        state = (listed.get(n) or {}).get("state")
        if not isinstance(state, str):
            out[n] = "not listed in the server's scientific_imports"
        elif not state.startswith("available"):
            out[n] = state
        else:
            out[n] = None
    return out


def sci_server_versions(server, names):
    """{name: __version__ as the sandbox sees it} for the names it imports (one call on
    the server that runs the cases; a name that fails there is left out, and its cases
    then run and fail)."""
    code = "v = {}\n" + "".join(
        "try:\n    import %s\n    v[%r] = %s.__version__\nexcept Exception:\n    pass\n"
        % (n, n, n) for n in names) + "v\n"
    try:
        # The first call naming them starts the science template: more time than a case.
        r = server.client.call_tool_raw({"code": code}, timeout=4 * CASE_TIMEOUT)
        got = r["result"]["structuredContent"]["result"]
        return {k: v for k, v in got.items() if isinstance(v, str)}
    except Exception:
        return {}


def split_runnable(cases, safepy_path=None, server=None):
    """(cases to run, {package: (why it is unavailable, [file names])}) after leaving out
    the sci_ cases that need a library the reference (or, given safepy_path, the server)
    does not have, or has in another version than the server's sandbox (given server)."""
    needs = {fn: sci_needs(fn, code) for fn, _, _, code in cases}
    wanted = sorted({n for ns in needs.values() for n in ns})
    if not wanted:
        return cases, {}
    global MPL_CONFIG_DIR
    MPL_CONFIG_DIR = mpl_config_dir()
    missing = {}
    ref = sci_ref(wanted)
    for n in wanted:
        why = (ref.get(n) or {"error": "not probed"})["error"]
        if why:
            missing[n] = "not installed for the reference %s (%s)" % (REF_PYTHON, why)
    if safepy_path:
        for n, why in sci_server_states(safepy_path, wanted).items():
            if why and n not in missing:
                missing[n] = "not available on the server (safepy policy: %s)" % why
    if server is not None:
        both = [n for n in wanted if n not in missing and ref[n].get("version")]
        for n, v in sci_server_versions(server, both).items():
            if v != ref[n]["version"]:
                missing[n] = ("version %s for the reference %s, %s in the sandbox"
                              % (ref[n]["version"], REF_PYTHON, v))
    run, skipped = [], {}
    for case in cases:
        lacking = [n for n in needs[case[0]] if n in missing]
        for n in lacking:
            skipped.setdefault(n, (missing[n], []))[1].append(case[0])
        if not lacking:
            run.append(case)
    return run, skipped


def report_skipped(skipped, verbose):
    """Prints what was skipped and why; returns the number of cases skipped."""
    fns = sorted({fn for _, cases in skipped.values() for fn in cases})
    if not fns:
        return 0
    print("skipped: %d sci_ case(s), a library they use is not available:" % len(fns))
    for n, (why, cases) in sorted(skipped.items()):
        print("skipped:   %s %s (%d case(s))" % (n, why, len(cases)))
    if verbose:
        for fn in fns:
            print("skip %s" % fn)
    return len(fns)


def final_line(passed, failed, nskipped):
    print("%d passed, %d failed%s" % (passed, failed,
                                       ", %d skipped" % nskipped if nskipped else ""))


# -- comparison ----------------------------------------------------------------
REQUIRED = ("result", "result_type", "logs", "logs_truncated", "error", "duration_ms")


ADDRESS_RE = re.compile(r" at 0x[0-9a-f]+")


def unaddressed(logs):
    """Logs with the addresses of default reprs (" at 0x7f..."), which differ from process
    to process, made equal: CPython prints them in reports a case cannot avoid (an
    exception ignored in a finalizer names the function)."""
    return ADDRESS_RE.sub(" at 0x?", logs) if isinstance(logs, str) else logs


def compare(name, got, want, text_block):
    """A list of human-readable differences (empty when conforming)."""
    diffs = []
    missing = [k for k in REQUIRED if k not in got]
    if missing:
        diffs.append("structuredContent lacks %s" % ", ".join(missing))
    err = got.get("error")
    if isinstance(err, dict) and not isinstance(err.get("traceback"), str):
        diffs.append("error.traceback is not a string")
    if text_block is not None:
        try:
            tb = loads(text_block)
            if canon(tb) != canon(got):
                diffs.append("text content block is not the structuredContent JSON")
        except ValueError:
            diffs.append("text content block is not JSON: %s" % show_logs(text_block, 200))

    def field(k):
        return got.get(k) if isinstance(got, dict) else None

    if canon(field("result")) != canon(want["result"]):
        diffs.append("result:\n      safepy: %s\n      python: %s"
                     % (show(field("result")), show(want["result"])))
    for k in ("result_type", "logs_truncated"):
        if canon(field(k)) != canon(want[k]):
            diffs.append("%s: safepy %s, python %s"
                         % (k, show(field(k)), show(want[k])))
    gl, wl = unaddressed(field("logs")), unaddressed(want["logs"])
    if canon(gl) != canon(wl):
        if isinstance(gl, str):
            i = first_diff(gl, wl)
            diffs.append("logs differ (len safepy %d, python %d, first difference at %d):"
                         "\n      safepy: %s\n      python: %s"
                         % (len(gl), len(wl), i, show_logs(gl[max(0, i - 40):i + 160]),
                            show_logs(wl[max(0, i - 40):i + 160])))
        else:
            diffs.append("logs: safepy %s" % show(gl))
    ge, we = field("error"), want["error"]
    if (ge is None) != (we is None):
        diffs.append("error:\n      safepy: %s\n      python: %s" % (
            show({k: v for k, v in ge.items() if k != "traceback"} if isinstance(ge, dict) else ge),
            show(we)))
    elif ge is not None:
        if not isinstance(ge, dict):
            diffs.append("error is not an object: %s" % show(ge))
        else:
            keys = ["type", "line"]
            if name not in SKIP_MESSAGE:
                keys.append("message")
            for k in keys:
                if canon(ge.get(k)) != canon(we[k]):
                    diffs.append("error.%s:\n      safepy: %s\n      python: %s"
                                 % (k, show(ge.get(k)), show(we[k])))
    return diffs


# -- the server side -------------------------------------------------------------
class Server:
    """One safepy MCP server; restarted (with a note) only if it dies."""

    def __init__(self, argv, window=WINDOW):
        self.argv = argv
        self.window = window
        self.client = None
        self.restarts = 0

    def start(self):
        self.client = Client(self.argv)

    def stop(self):
        if self.client is not None:
            try:
                self.client.close()
            except Exception:
                try:
                    self.client.proc.kill()
                except Exception:
                    pass
            self.client = None

    def run_all(self, items):
        """items: [(name, code)] -> {name: ("ok", full_result) | ("fail", reason)}"""
        out = {}
        queue = list(items)
        attempts = {}
        window = self.window
        while queue:
            if self.client is None:
                self.restarts += 1
                print("!! restarting safepy (restart #%d)" % self.restarts, flush=True)
                try:
                    self.start()
                except Exception as e:
                    for name, _ in queue:
                        out[name] = ("fail", "safepy could not be restarted: %s" % e)
                    return out
            inflight = []  # [(id, name, code)]
            crashed = None
            try:
                while queue or inflight:
                    while queue and len(inflight) < window:
                        name, code = queue.pop(0)
                        attempts[name] = attempts.get(name, 0) + 1
                        rid = self.client.new_id()
                        inflight.append((rid, name, code))  # before a send that may fail
                        self.client.start("tools/call", {
                            "name": "run_python", "arguments": {"code": code}}, id=rid)
                    rid, name, code = inflight[0]
                    r = self.client.wait(rid, timeout=CASE_TIMEOUT)
                    inflight.pop(0)
                    out[name] = interpret(r)
            except (MCPError, OSError, TimeoutError, ValueError) as e:
                crashed = e
            if crashed is None:
                break
            print("!! safepy failed with %d request(s) in flight: %s: %s"
                  % (len(inflight), type(crashed).__name__, crashed), flush=True)
            self.stop()
            window = 1  # find the culprit on the next server
            retry = []
            for _, name, code in inflight:
                if attempts[name] >= 2:
                    out[name] = ("fail", "safepy died or hung while running this case "
                                         "(%s: %s)" % (type(crashed).__name__, crashed))
                else:
                    retry.append((name, code))
            queue = retry + queue
        return out


def interpret(r):
    if r.get("_invalid_utf8"):
        return ("fail", "the response line is not valid UTF-8 (a lone surrogate written raw?)")
    if "result" not in r:
        return ("fail", "tools/call returned a JSON-RPC error: %s" % show(r.get("error", r)))
    res = r["result"]
    sc = res.get("structuredContent") if isinstance(res, dict) else None
    if not isinstance(sc, dict):
        return ("fail", "no structuredContent object: %s" % show(res))
    if bool(res.get("isError")) != (sc.get("error") is not None):
        return ("fail", "isError (%s) disagrees with error (%s)"
                % (res.get("isError"), show(sc.get("error"))))
    content = res.get("content")
    texts = []
    if isinstance(content, list):
        texts = [c.get("text") for c in content
                 if isinstance(c, dict) and c.get("type") == "text"]
    if len(texts) != 1 or not isinstance(texts[0], str):
        return ("fail", "expected exactly one text content block, got %s" % show(content))
    return ("ok", (sc, texts[0]))


# -- main -------------------------------------------------------------------------
def load_cases(substr):
    cases = []
    for fn in sorted(os.listdir(CASES_DIR)):
        if not fn.endswith(".py") or (substr and substr not in fn):
            continue
        path = os.path.join(CASES_DIR, fn)
        with open(path, encoding="utf-8") as f:
            code = f.read()
        name = fn[:-3].split("_", 1)[1] if "_" in fn else fn[:-3]
        cases.append((fn, name, path, code))
    return cases


def run_refs(cases, hashseed="random"):
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as ex:
        futs = {fn: ex.submit(run_ref, path, hashseed) for fn, _, path, _ in cases}
        return {fn: f.result() for fn, f in futs.items()}


def self_check(cases, verbose, nskipped=0):
    a = run_refs(cases, "1")
    b = run_refs(cases, "2")
    bad = 0
    for fn, _, _, _ in cases:
        (ra, ea), (rb, eb) = a[fn], b[fn]
        if ea or eb:
            print("FAIL %s: %s" % (fn, ea or eb))
            bad += 1
        elif canon(ra) != canon(rb) and canon(dict(ra, logs=unaddressed(ra.get("logs")))) != \
                canon(dict(rb, logs=unaddressed(rb.get("logs")))):
            # (addresses in the logs are not compared by a run either)
            print("FAIL %s: not deterministic\n  seed 1: %s\n  seed 2: %s"
                  % (fn, show(ra), show(rb)))
            bad += 1
        elif verbose:
            print("ok   %s" % fn)
    final_line(len(cases) - bad, bad, nskipped)
    return 1 if bad else 0


def main():
    global REF_PYTHON
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--safepy", default=os.environ.get("SAFEPY")
                    or os.path.join(ROOT, "build", "safepy"))
    ap.add_argument("-k", dest="substr", default="", help="only cases whose file name contains this")
    ap.add_argument("-v", dest="verbose", action="store_true", help="also list passing cases")
    ap.add_argument("-j", "--window", type=int, default=WINDOW,
                    help="tools/call requests kept in flight (default %d; 1 = sequential)" % WINDOW)
    ap.add_argument("--ref-python", default=REF_PYTHON, metavar="PATH",
                    help="the reference CPython 3.11 (default: $SAFEPY_REF_PYTHON, else %s)"
                    % DEFAULT_REF_PYTHON)
    ap.add_argument("--ref-only", action="store_true", help="print reference outputs, no server")
    ap.add_argument("--self-check", action="store_true",
                    help="check that the reference is deterministic for every case")
    args = ap.parse_args()
    try:
        sys.stdout.reconfigure(errors="backslashreplace")
    except AttributeError:
        pass

    REF_PYTHON = args.ref_python
    problem = ref_python_problem(REF_PYTHON)
    if problem:
        print("reference interpreter %s: %s" % (REF_PYTHON, problem))
        print("0 passed, 1 failed")
        return 1
    cases = load_cases(args.substr)
    if not cases:
        print("no cases match %r" % args.substr)
        print("0 passed, 1 failed")
        return 1

    if args.self_check or args.ref_only:
        cases, skipped = split_runnable(cases)
        nskipped = report_skipped(skipped, args.verbose)
    if args.self_check:
        return self_check(cases, args.verbose, nskipped)
    if args.ref_only:
        refs = run_refs(cases)
        for fn, _, _, _ in cases:
            r, err = refs[fn]
            print("%s: %s" % (fn, err if err else to_text(r)))
        return 0

    t0 = time.monotonic()
    path = args.safepy
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        print("safepy binary not found or not executable: %s "
              "(build it, or pass --safepy PATH / set $SAFEPY)" % path)
        print("0 passed, %d failed" % len(cases))
        return 1

    server = Server([path, "mcp"], max(1, args.window))
    try:
        server.start()
    except Exception as e:
        print("safepy could not start (%s mcp): %s: %s" % (path, type(e).__name__, e))
        server.stop()
        print("0 passed, %d failed" % len(cases))
        return 1
    try:
        cases, skipped = split_runnable(cases, path, server)
    except BaseException:
        server.stop()
        raise
    nskipped = report_skipped(skipped, args.verbose)
    if not cases:
        server.stop()
        final_line(0, 0, nskipped)
        return 0

    # References run in a thread pool while the server works through the cases.
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2))
    ref_futs = {fn: pool.submit(run_ref, p) for fn, _, p, _ in cases}
    try:
        got = server.run_all([(fn, code) for fn, _, _, code in cases])
    finally:
        server.stop()
    pool.shutdown(wait=True)

    passed = failed = 0
    for fn, name, _, _ in cases:
        want, ref_err = ref_futs[fn].result()
        status, payload = got.get(fn, ("fail", "no answer"))
        if ref_err:
            diffs = ["REFERENCE: " + ref_err]
        elif status != "ok":
            diffs = [payload]
        else:
            sc, text = payload
            diffs = compare(name, sc, want, text)
        if diffs:
            failed += 1
            print("FAIL %s" % fn)
            for d in diffs:
                print("    " + d)
        else:
            passed += 1
            if args.verbose:
                print("ok   %s" % fn)
    if server.restarts:
        print("note: safepy had to be restarted %d time(s)" % server.restarts)
    if nskipped:
        report_skipped(skipped, False)   # again, next to the count
    if args.verbose:
        print("(%.1fs, reference %s)" % (time.monotonic() - t0, REF_PYTHON))
    final_line(passed, failed, nskipped)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
