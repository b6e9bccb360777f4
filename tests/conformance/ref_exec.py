# SPDX-License-Identifier: MIT
"""Reference executor for the conformance suite (the oracle).

Runs ONE snippet in plain CPython, in this fresh process, following
docs/CONTRACT.md, and prints one JSON object on stdout:

    {"result": ..., "result_type": ..., "logs": ..., "logs_truncated": ...,
     "error": null | {"type": ..., "message": ..., "line": ...}}

Usage:  PYTHON ref_exec.py FILE      (or "-" to read stdin; PYTHON: any CPython 3.11)

Written from the contract text, independently of the server.  Only the
parts of the contract that do not involve the sandbox (no static checks,
no import allowlist, no resource limits) are modelled.  The "Scientific
values" rules apply where numpy, pandas or sympy are installed and the
snippet imported them; they are never imported here.
"""
import ast
import builtins
import io
import json
import math
import os
import sys
import types
import warnings

# The environment the sandbox gives the scientific libraries (CONTRACT.md, "Scientific
# libraries" and "Figures"): one thread in every numeric library's pool, matplotlib's Agg
# backend.  Set before the snippet runs, so that anything it imports reads them.  Nothing
# here imports a scientific library: they are optional, and looked up lazily below.
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
             "NUMEXPR_NUM_THREADS", "VECLIB_MAXIMUM_THREADS", "BLIS_NUM_THREADS"):
    os.environ[_var] = "1"
os.environ["MPLBACKEND"] = "Agg"

LOG_CAP = 65536                 # characters
RESULT_LIMIT = 1 << 20          # bytes of the result's JSON form
FILENAME = "<code>"


# -- logs ------------------------------------------------------------------
class _Capture:
    """Stands in for sys.stdout while the snippet runs: a UTF-8 text stream, as a
    script's stdout is under a UTF-8 locale (sympy's pretty printer looks)."""

    encoding = "utf-8"
    errors = "strict"

    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        pass

    def isatty(self):
        return False

    def writable(self):
        return True

    def readable(self):
        return False

    def seekable(self):
        return False

    def fileno(self):
        raise io.UnsupportedOperation("fileno")

    def text(self):
        return "".join(self.parts)


def cap_logs(logs):
    if len(logs) <= LOG_CAP:
        return logs, False
    half = LOG_CAP // 2
    dropped = len(logs) - LOG_CAP
    return (logs[:half] + "\n...[%d characters truncated]...\n" % dropped
            + logs[len(logs) - half:]), True


# -- JSON form of the result -------------------------------------------------
class _Cycle(Exception):
    def __init__(self, oid):
        Exception.__init__(self)
        self.oid = oid


def _key(k):
    """A dict key as json.dumps converts it, or None if not convertible."""
    if isinstance(k, str):
        return str.__str__(k)
    if isinstance(k, float):
        f = float.__float__(k)
        if f != f:
            return "NaN"
        if f == math.inf:
            return "Infinity"
        if f == -math.inf:
            return "-Infinity"
        return float.__repr__(f)
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return int.__repr__(k)
    return None


def to_json(v, stack):
    if v is None:
        return None
    if isinstance(v, bool):
        return v is True
    if isinstance(v, str):
        return str.__str__(v)
    if isinstance(v, int):
        i = int(v)
        if -2 ** 53 <= i <= 2 ** 53:
            return i
        return str(i)
    if isinstance(v, float):
        f = float.__float__(v)
        if f != f:
            return "nan"
        if f == math.inf:
            return "inf"
        if f == -math.inf:
            return "-inf"
        return f
    if isinstance(v, (list, tuple, dict)):
        oid = id(v)
        if oid in stack:
            raise _Cycle(oid)
        if isinstance(v, dict):
            pairs = []
            for k, val in v.items():
                jk = _key(k)
                if jk is None:
                    return repr(v)
                pairs.append((jk, val))
        stack.add(oid)
        try:
            if isinstance(v, dict):
                return _Obj([(jk, to_json(val, stack)) for jk, val in pairs])
            return [to_json(x, stack) for x in v]
        except _Cycle as c:
            if c.oid != oid:
                raise
            return repr(v)
        finally:
            stack.discard(oid)
    if isinstance(v, (set, frozenset)):
        try:
            items = sorted(v)
        except Exception:
            items = list(v)
        return [to_json(x, stack) for x in items]
    form = _science(v, stack)
    if form is not _NOT_SCIENCE:
        return form
    return repr(v)


# -- Scientific values (CONTRACT.md, "JSON form of the result") -----------------
# Checked after the rules above (numpy.float64 and numpy.str_ subclass float and str and
# took those) and before the repr() fallback.  The libraries are never imported here: a
# value of theirs can exist only if the snippet imported them, so they are looked up in
# sys.modules.
_NOT_SCIENCE = object()
ROWS_SHOWN = 1000                # rows of a DataFrame/Series in "index" and "data"


class _TooLarge(Exception):
    """An ndarray with more elements than half the result limit: ResultTooLarge at once."""

    def __init__(self, size):
        Exception.__init__(self)
        self.size = size


def _lib(name):
    return sys.modules.get(name)


def _is_sympy(v):
    mod = getattr(type(v), "__module__", None)
    return (_lib("sympy") is not None and isinstance(mod, str)
            and (mod == "sympy" or mod.startswith("sympy.")))


def _str_elements(a):
    """A datetime64/timedelta64 array as nested lists of str() of each element."""
    if a.ndim == 0:
        return str(a[()])
    return [_str_elements(x) if a.ndim > 1 else str(x) for x in a]


def _objects(values, stack):
    """A 1-D object ndarray (from to_numpy(dtype=object)) converted element by element."""
    return [to_json(x, stack) for x in values]


def _science(v, stack):
    np = _lib("numpy")
    if np is not None:
        if isinstance(v, np.generic):
            if isinstance(v, (np.datetime64, np.timedelta64)):
                return str(v)
            item = v.item()
            if isinstance(item, np.generic):     # longdouble: .item() is itself
                return repr(v)
            return to_json(item, stack)
        if isinstance(v, np.ndarray):
            if v.size > RESULT_LIMIT // 2:
                raise _TooLarge(v.size)
            if v.dtype.kind in "mM":
                return _str_elements(v)
            return to_json(v.tolist(), stack)
    pd = _lib("pandas")
    if pd is not None:
        if isinstance(v, pd.DataFrame):
            head = v.iloc[:ROWS_SHOWN]
            form = _Obj([
                ("repr", repr(v)),
                ("shape", [int(v.shape[0]), int(v.shape[1])]),
                ("columns", to_json(v.columns, stack)),
                ("index", to_json(head.index, stack)),
                ("data", [_objects(row, stack) for row in head.to_numpy(dtype=object)]),
            ])
            if len(v) > ROWS_SHOWN:
                form.append(("truncated", True))
            return form
        if isinstance(v, pd.Series):
            head = v.iloc[:ROWS_SHOWN]
            form = _Obj([
                ("repr", repr(v)),
                ("name", to_json(v.name, stack)),
                ("shape", [int(v.shape[0])]),
                ("index", to_json(head.index, stack)),
                ("data", _objects(head.to_numpy(dtype=object), stack)),
            ])
            if len(v) > ROWS_SHOWN:
                form.append(("truncated", True))
            return form
        if isinstance(v, pd.Index):
            return _objects(v.to_numpy(dtype=object), stack)
        if v is pd.NaT or v is pd.NA:
            return None
        if isinstance(v, (pd.Timestamp, pd.Timedelta, pd.Period, pd.Interval)):
            return str(v)
    if _is_sympy(v):
        return str(v)
    return _NOT_SCIENCE


def result_type(v):
    """type(v).__name__, or the shape-bearing names of the scientific containers."""
    np = _lib("numpy")
    if np is not None and isinstance(v, np.ndarray):
        return "ndarray[%s]%r" % (v.dtype, tuple(int(n) for n in v.shape))
    pd = _lib("pandas")
    if pd is not None:
        if isinstance(v, pd.DataFrame):
            return "DataFrame(%d, %d)" % v.shape
        if isinstance(v, pd.Series):
            return "Series[%s](%d,)" % (v.dtype, len(v))
    return type(v).__name__


class _Obj(list):
    """A JSON object as an ordered list of pairs (keeps duplicate keys)."""


def dumps(form):
    """json.dumps for forms built by to_json (objects may repeat keys)."""
    if isinstance(form, _Obj):
        return "{" + ", ".join(json.dumps(k) + ": " + dumps(v)
                               for k, v in form) + "}"
    if isinstance(form, list):
        return "[" + ", ".join(dumps(x) for x in form) + "]"
    return json.dumps(form, allow_nan=False)


def form_size(form):
    """Bytes of the compact UTF-8 JSON text of the form."""
    if isinstance(form, _Obj):
        return 2 + sum(form_size(k) + 1 + form_size(v) for k, v in form) \
            + max(len(form) - 1, 0)
    if isinstance(form, list):
        return 2 + sum(form_size(x) for x in form) + max(len(form) - 1, 0)
    return len(json.dumps(form, ensure_ascii=False, allow_nan=False)
               .encode("utf-8", "surrogatepass"))


# -- running -------------------------------------------------------------------
def error_obj(exc, line):
    try:
        msg = str(exc)
    except BaseException:  # noqa: a str() that raises; not exercised
        msg = "<unprintable %s>" % type(exc).__name__
    return {"type": type(exc).__name__, "message": msg, "line": line}


def innermost_line(exc):
    if isinstance(exc, SyntaxError):
        return exc.lineno
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILENAME:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _own_depth():
    """How many frames of this file are on the stack in the caller (run())."""
    n, f = 0, sys._getframe(1)
    while f is not None:
        n += 1
        f = f.f_back
    return n


def plain_name(node):
    return node.id if isinstance(node, ast.Name) else None


def run(code):
    capture = _Capture()
    mod = types.ModuleType("__main__")
    ns = mod.__dict__
    ns["__builtins__"] = builtins
    saved_main = sys.modules.get("__main__")
    saved_stdout, saved_stderr = sys.stdout, sys.stderr
    sys.modules["__main__"] = mod

    chosen, have, error = None, False, None
    # The snippet gets the stack a script run as `python3 file.py` has (999 nested calls
    # under the module): the limit grows by this file's own frames under the snippet's,
    # plus one for exec()'s entry into the interpreter from C, which 3.11 counts too.
    # (The eval() of rule 1 is called from here as well.)
    sys.setrecursionlimit(sys.getrecursionlimit() + _own_depth() + 1)
    try:
        # The logs are what a terminal shows of a script: the compiler's warnings about the
        # code (a script is compiled once, so once), then what it writes to stdout and
        # stderr, in order.
        sys.stdout = sys.stderr = capture
        compile(code, FILENAME, "exec")     # as a script is compiled: its SyntaxError too
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the same warnings again: not shown twice
            tree = compile(code, FILENAME, "exec", ast.PyCF_ONLY_AST)
            body = tree.body
            last = body[-1] if body else None
            if isinstance(last, ast.Expr):
                head = compile(ast.Module(body=body[:-1], type_ignores=[]), FILENAME, "exec")
                expr = compile(ast.Expression(body=last.value), FILENAME, "eval")
            else:
                whole = compile(tree, FILENAME, "exec")
        if isinstance(last, ast.Expr):
            exec(head, ns)
            v = eval(expr, ns)
            if v is not None:
                chosen, have = v, True
        else:
            exec(whole, ns)
        if not have and "result" in ns:                        # rule 2
            chosen, have = ns["result"], True
        if not have:                                           # rule 3
            name = None
            if isinstance(last, ast.Assign):
                name = plain_name(last.targets[0])
            elif isinstance(last, ast.AugAssign):
                name = plain_name(last.target)
            elif isinstance(last, ast.AnnAssign) and last.value is not None:
                name = plain_name(last.target)
            if name is not None and name in ns:
                chosen, have = ns[name], True
    except BaseException as exc:
        error = error_obj(exc, innermost_line(exc))
    finally:
        sys.stdout, sys.stderr = saved_stdout, saved_stderr

    # The result is converted while the snippet's module is still __main__ (libraries that
    # look at __main__, such as pandas deciding whether it runs interactively, see the same
    # module as when the snippet printed).
    result, rtype = None, None
    if error is None and have:
        try:
            sys.stdout = sys.stderr = capture   # a user __repr__ may print
            too_large = None
            try:
                form = to_json(chosen, set())
            except _TooLarge as e:
                too_large = e.size
            finally:
                sys.stdout, sys.stderr = saved_stdout, saved_stderr
            if too_large is not None:
                error = {"type": "ResultTooLarge",
                         "message": "result is an array of %d elements, over half the "
                                    "limit of %d bytes" % (too_large, RESULT_LIMIT),
                         "line": None}
            elif form_size(form) > RESULT_LIMIT:
                size = form_size(form)
                error = {"type": "ResultTooLarge",
                         "message": "result is %d bytes of JSON, over the limit "
                                    "of %d bytes" % (size, RESULT_LIMIT),
                         "line": None}
            else:
                result, rtype = form, result_type(chosen)
        except BaseException as exc:
            error = error_obj(exc, None)

    if saved_main is not None:
        sys.modules["__main__"] = saved_main
    logs, truncated = cap_logs(capture.text())
    return {"result": result, "result_type": rtype, "logs": logs,
            "logs_truncated": truncated, "error": error}


def _fffd(v):
    if isinstance(v, str):
        return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in v)
    if isinstance(v, list):
        return [_fffd(x) for x in v]
    if isinstance(v, dict):
        return {_fffd(k): _fffd(x) for k, x in v.items()}
    return v


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: ref_exec.py FILE|-\n")
        return 2
    if sys.argv[1] == "-":
        code = sys.stdin.buffer.read().decode("utf-8")
    else:
        with open(sys.argv[1], encoding="utf-8") as f:
            code = f.read()
    out = run(code)
    text = ('{"result": %s, "result_type": %s, "logs": %s, "logs_truncated": %s, '
            '"error": %s}\n' % (
                dumps(out["result"]), json.dumps(out["result_type"]),
                json.dumps(out["logs"]), json.dumps(out["logs_truncated"]),
                json.dumps(out["error"])))
    # What a JSON client receives: a repeated key keeps its first position and its last
    # value (JSON.parse, json.loads, json-c), and a lone surrogate becomes U+FFFD (the
    # reply must be UTF-8; json-c decodes "\ud800" that way).
    text = json.dumps(_fffd(json.loads(text)), ensure_ascii=True) + "\n"
    data = text.encode("ascii")
    while data:
        data = data[os.write(1, data):]
    return 0


if __name__ == "__main__":
    # os._exit: no interpreter teardown that could run user __del__ code and
    # write after the JSON line.
    os._exit(main())
