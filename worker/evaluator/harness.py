# SPDX-License-Identifier: MIT
# The Python half of safepy's evaluator, compiled into safepy-worker.
#
# setup() runs once in the template: it imports the allowed modules and builds what user
# code sees: module views, curated builtins and an __import__ that hands out views.
# run() runs once per request: compile (the C fast path, or ast.parse and the policy
# rewrite), execute through _safepy.exec_user, apply the result rule, build the reply.
#
# This file is the policy, not the boundary. It gives honest code clear errors where it
# touches what the sandbox does not offer, and leaves everything else as CPython does it.
# Code that gets around it (CPython has bugs, and the object model is full of paths to
# the interpreter's internals) is still in a worker the kernel confines (docs/TRUST.md).

import _safepy
import ast
import sys
import io
import types
import random as _random
import warnings as _warnings
import opcode as _opcode
import importlib
import _safepy_science as _science
from _safepy_reply import (_Encoder, _TooLarge, _FILENAME, _error_obj, _exc_text, _int_repr, _jstr, _plain,
                           _type_name)

_SandboxError = _safepy.SandboxError
_ModuleType = types.ModuleType
_UnsupportedOperation = io.UnsupportedOperation
_RESULT_NAME = "__safepy_value__"
_ATTR_HELPER = "__safepy_attr__"

_cfg = {}
_views = {}
# The curated builtins: a module, as __builtins__ is in a script's __main__.
_builtins_module = _ModuleType("builtins")
_builtins = vars(_builtins_module)
_policy = True
_denied = {}
_taken = set()  # allowed modules this server's policy takes away (--deny-import)
_failed = {}    # allowed modules that could not be imported at start -> why

# Module dunders a view keeps: metadata, never the paths or machinery of the real module.
_VIEW_DUNDERS = ("__version__", "__author__", "__license__", "__credits__", "__email__",
                 "__status__", "__date__", "__copyright__")


# ---------------------------------------------------------------- setup (template)

def _import_all(names, quiet=False):
    """Imports each name ("pkg.*": every module of the package, where some may not exist on
    this platform, as encodings.mbcs); returns those imported. quiet: a module that cannot
    be imported is skipped without a word (optional ones of an optional library)."""
    import pkgutil
    ok = []
    for name in names:
        if name.endswith(".*"):
            pkg = importlib.import_module(name[:-2])
            for m in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + "."):
                try:
                    importlib.import_module(m.name)
                except Exception:
                    continue
            continue
        try:
            importlib.import_module(name)
            ok.append(name)
        except Exception as e:  # a missing optional module must not stop the server
            _failed.setdefault(name, "%s: %s" % (_type_name(type(e)), e))
            quiet or sys.__stderr__ and sys.__stderr__.write(
                "safepy-worker: cannot import %s: %s\n" % (name, e))
    return ok


# Public submodules of allowed packages that are programs, not libraries.
_NOT_SUBMODULES = {"json.tool"}


def _submodules(roots, denied):
    """The public submodules of the allowed packages (html.parser, json.decoder...): after
    the lockdown no module can be loaded, so they are imported with their package."""
    import pkgutil
    out = []
    for root in sorted(roots):
        pkg = sys.modules.get(root)
        for info in pkgutil.walk_packages(getattr(pkg, "__path__", None) or [], root + "."):
            parts = info.name.split(".")
            if not any(p.startswith("_") or p in denied for p in parts) and info.name not in _NOT_SUBMODULES:
                out.append(info.name)
    return out


def _make_view(mod, name):
    """An allowed module as user code sees it: a new module object holding the real
    module's public names. Module-valued attributes (datetime.sys, json.codecs) are left
    out; allowed submodules are linked as views afterwards. Changing a view changes
    nothing the standard library uses."""
    v = _ModuleType(name, getattr(mod, "__doc__", None))
    for k, val in list(vars(mod).items()):
        if k.startswith("_"):
            if k in _VIEW_DUNDERS and type(val) is str:
                setattr(v, k, val)
            continue
        if isinstance(val, _ModuleType):
            continue
        setattr(v, k, val)
    all_ = getattr(mod, "__all__", None)
    if isinstance(all_, (list, tuple)):
        v.__all__ = [n for n in all_ if type(n) is str and n in vars(v)]
    real_getattr = vars(mod).get("__getattr__")
    if callable(real_getattr):
        # A module's own __getattr__ (PEP 562: numpy's and pandas' deprecated aliases with
        # their warnings, names computed on first use) answers for its view; a module it
        # returns is given as that module's view, or not at all.
        v.__getattr__ = _safepy.view_getattr(real_getattr, name, _views)
    return v


def _import_factory(allowed_text):
    views = _views
    modules = sys.modules
    placeholder = _ModuleType("placeholder")

    def __import__(name, globals=None, locals=None, fromlist=(), level=0):
        if level:
            raise ImportError("attempted relative import with no known parent package")
        v = views.get(name) if type(name) is str else None
        if name == "__main__" and not level:
            return modules["__main__"]  # the running code's own module, as in a script
        if v is None and type(fromlist) is list and not fromlist and name in modules:
            # PyImport_Import from C (datetime.strptime -> _strptime) passes an empty list
            # and ignores what we return: it reads sys.modules itself.
            return placeholder
        if v is None:
            if not isinstance(name, str):
                raise TypeError("module name must be str, not %s" % type(name).__name__)
            raise ModuleNotFoundError(_why_not(name, allowed_text), name=name)
        root = name.partition(".")[0]
        if root in ("random", "statistics"):
            _reseed()
        elif root in _science.state:
            _science.reseed()
        if fromlist:
            return v
        return views[name.partition(".")[0]]

    return __import__


def _why_not(name, allowed_text):
    """Why name cannot be imported, as the error says it."""
    root = name.partition(".")[0]
    st = _science.state.get(root)
    if _science._taken(name, _taken):
        return "import of %r is not allowed: this server's policy takes it away; allowed: %s" % (
            name, allowed_text)
    if name in _failed or root in _failed:
        return "import of %r failed when the server started (%s); see the server's log" % (
            name, _failed.get(name) or _failed[root])
    if st == "missing":
        return "No module named %r: it is not installed on this server (Debian: apt install python3-%s)" % (
            root, "matplotlib" if root == "mpl_toolkits" else root)
    if st == "loaded":
        return ("No module named %r: the sandbox has the usual submodules of %s, loaded when it "
                "started, and can load no other" % (name, root))
    if st == "installed":
        return ("import of %r: the scientific libraries are loaded only for calls that name them; "
                "write `import %s` in the code of the call (or of the session's first call)" % (name, root))
    return "import of %r is not allowed; allowed: %s" % (name, allowed_text)


def _stub(name, reason):
    def removed(*args, **kwargs):
        raise _SandboxError("%s() is not available in the sandbox (%s)" % (name, reason))
    removed.__name__ = removed.__qualname__ = name
    return removed


class Quitter:
    """exit() and quit() as site defines them: they raise SystemExit."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Use %s() or Ctrl-D (i.e. EOF) to exit" % self.name

    def __call__(self, code=None):
        raise SystemExit(code)


def _make_builtins(rules, allowed_text):
    import builtins
    _builtins["__doc__"] = builtins.__doc__
    for k, v in vars(builtins).items():
        if not k.startswith("_") or k in ("__build_class__", "__debug__"):
            _builtins[k] = v
    for name, reason in rules["removed_builtins"].items():
        _builtins[name] = _stub(name, reason)
    Quitter.__module__ = "_sitebuiltins"
    _builtins["exit"] = Quitter("exit")
    _builtins["quit"] = Quitter("quit")
    _builtins.update(_safepy.builtins(_import_factory(allowed_text)))
    _builtins["SandboxError"] = _SandboxError
    _builtins[_ATTR_HELPER] = _builtins["getattr"]


def setup(cfg):
    global _policy
    _cfg.update(cfg)
    _policy = not cfg["no_python_layer"]
    sys.setrecursionlimit(cfg["recursion_limit"])
    sys.set_int_max_str_digits(cfg["int_max_str_digits"])
    _taken.update(cfg["taken_away"])
    _science.MAX_FIGURES = cfg["max_figures"]
    _science.MAX_FIGURE_BYTES = cfg["max_figure_bytes"]
    allowed = _import_all([m for m in list(cfg["allowed"]) + list(cfg["extra"]) if m not in _taken])
    _import_all(cfg["preimports"])
    import __future__  # noqa: F401  (from __future__ import ... works)

    roots = set(allowed)
    denied = set(cfg["denied"])
    _import_all([m for m in _submodules(roots, denied) if not _science._taken(m, _taken)])
    _science.survey(cfg["science"], _taken)
    if cfg["load_science"]:
        roots.update(_science.load(cfg["science_preimports"], _import_all, _taken))
    names = set(r for r in roots if r in sys.modules)
    for modname, mod in list(sys.modules.items()):
        parts = modname.split(".")
        # typing.re and typing.io are classes that typing registers in sys.modules. A
        # scientific package's own scipy.signal or pandas.io is not the denied stdlib
        # module of that name.
        if parts[0] in roots and isinstance(mod, _ModuleType) and \
           not any(p.startswith("_") for p in parts) and \
           (_science.state.get(parts[0]) == "loaded" or not (set(parts) & denied)) and \
           not _science._taken(modname, _taken):
            names.add(modname)
    for modname in sorted(names, key=lambda n: n.count(".")):
        _views[modname] = _make_view(sys.modules[modname], modname)
    for modname in names:  # allowed submodules become attributes of their parents' views
        head, _, tail = modname.rpartition(".")
        # ... unless the package binds that name to something else (sympy.simplify is a
        # function, not the subpackage of that name).
        if head in _views and getattr(sys.modules[head], tail, sys.modules[modname]) is sys.modules[modname]:
            setattr(_views[head], tail, _views[modname])
    _link_module_attributes(names)
    _views["__future__"] = _make_view(sys.modules["__future__"], "__future__")
    allowed_text = ", ".join(sorted(roots))
    rules = _safepy.rules()
    _denied.update(rules["denied_attrs"])
    for dotted, reason in rules["removed_module_names"].items():
        modname, _, name = dotted.rpartition(".")
        if modname in _views:
            setattr(_views[modname], name, _stub(dotted, reason))
    _safepy.set_import_hint("allowed: " + allowed_text)
    _make_builtins(rules, allowed_text)
    _dataclasses_see_views()

    # Every path a request takes, once, so nothing is imported lazily later: the fast
    # path, the checker's parse and rewrite, an error, a syntax error.
    warm = run(b"import math\nclass A:\n  pass\nprint(A())\nx = {1: [2.5, 'a', None]}\nx", _warmup=True)
    assert b'"error":null' in warm, warm
    run(b"def f():\n  raise ValueError('x')\nf()", _warmup=True)
    run(b"1 +", _warmup=True)
    run(b"f = lambda: 0\nf.__code__", _warmup=True)
    _science.warm(run)
    _reseeded.clear()  # whatever the warm-up did, every worker reseeds on its own
    # After the lockdown no file can be read: the path finder goes, so that an import of
    # a module that was not loaded fails as it does where a module is missing
    # (ModuleNotFoundError, which libraries probing optional dependencies catch) instead
    # of with a refused listdir.
    import importlib.machinery
    sys.meta_path[:] = [f for f in sys.meta_path if f is not importlib.machinery.PathFinder]
    sys.path_importer_cache.clear()
    import gc
    # Only the young generations are collected first: a full collection walks every object
    # (~240,000 in the science template: 0.16 s of its start) to free a few dozen.
    gc.collect(1)
    gc.freeze()  # template objects stay out of the workers' collections (no copy-on-write)


def _link_module_attributes(names):
    """Module-valued attributes of an allowed module that name another allowed module
    (np.char is numpy.core.defchararray, plt.cm is matplotlib.cm) point to its view, as
    they point to the module in CPython. Only within the same package: datetime.sys stays
    out."""
    for modname in names:
        view, real = _views[modname], sys.modules[modname]
        root = modname.partition(".")[0]
        for k, val in list(vars(real).items()):
            if k.startswith("_") or not isinstance(val, _ModuleType) or k in vars(view):
                continue
            target = getattr(val, "__name__", None)
            if type(target) is str and target.partition(".")[0] == root and target in _views:
                setattr(view, k, _views[target])


def _dataclasses_see_views():
    """dataclasses recognizes `typing.ClassVar`, `dataclasses.InitVar` and `KW_ONLY` in
    string annotations (from __future__ import annotations) by the identity of the module
    the class's module bound under that name; in user code that name holds the module's
    view. The same test, with the view standing for its module (fidelity, not policy)."""
    import dataclasses
    real = dataclasses._is_type
    match_re = dataclasses._MODULE_IDENTIFIER_RE

    def _is_type(annotation, cls, a_module, a_type, is_type_predicate):
        if real(annotation, cls, a_module, a_type, is_type_predicate):
            return True
        m = match_re.match(annotation)
        module = sys.modules.get(cls.__module__)
        view = _views.get(getattr(a_module, "__name__", None))
        if not m or not m.group(1) or module is None or view is None or \
           module.__dict__.get(m.group(1)) is not view:
            return False
        return bool(is_type_predicate(sys.modules[a_type.__module__].__dict__.get(m.group(2)), a_module))

    _is_type.__doc__ = real.__doc__
    dataclasses._is_type = _is_type


_PREFAULT = b"result = 1 + 1"


def prefault():
    # A forked worker shares its pages with the template until it writes them; the first
    # request would pay those copy-on-write faults (~1 ms). Touch the request path once
    # before the worker says READY, with the commonest shape of request.
    run(_PREFAULT, _warmup=True)
    _science.prefault(run)


def probe():
    # In a probe child of the science template (worker/perf/hot.c): a worker's prefault,
    # then the common scientific calls; the pages they write, every worker copies early.
    prefault()
    _science.probe(run)


_reseeded = []


def _reseed():
    # A forked worker inherits the template's random state. User code reaches the shared
    # generator only through random and statistics (NormalDist.samples() draws from it):
    # the first import of either in a worker reseeds it from the kernel, so no two calls
    # see the same numbers.
    if not _reseeded:
        _reseeded.append(True)
        _random.seed()


# ---------------------------------------------------------------- the policy rewrite

class _Rewrite(ast.NodeTransformer):
    """Each use of a denied attribute name becomes a call that raises SandboxError where
    the access would have run: obj.__globals__ -> __safepy_attr__(obj, "__globals__").
    Code around it runs as written, so a denied name in a branch that never runs
    refuses nothing."""

    def _helper(self, obj, attr, where):
        call = ast.Call(func=ast.Name(id=_ATTR_HELPER, ctx=ast.Load()),
                        args=[obj, ast.Constant(value=attr)], keywords=[])
        call = ast.copy_location(call, where)
        if getattr(where, "end_lineno", None) and where.end_lineno != where.lineno:
            # CPython reports an attribute access split over lines at the attribute's own
            # line (compile.c: update_start_location_to_match_attr).
            call.lineno = where.end_lineno
        return call

    def visit_Attribute(self, node):
        self.generic_visit(node)
        if node.attr not in _denied:
            return node
        if type(node.ctx) is ast.Load:
            return self._helper(node.value, node.attr, node)
        # Store and Del: the object is evaluated first, as CPython does, then refused.
        node.value = self._helper(node.value, node.attr, node)
        return node

    def visit_match_case(self, node):
        self.generic_visit(node)
        bad = None
        for p in ast.walk(node.pattern):
            if type(p) is ast.MatchClass:
                keep = [i for i, a in enumerate(p.kwd_attrs) if a not in _denied]
                if len(keep) < len(p.kwd_attrs):
                    bad = bad or next(a for a in p.kwd_attrs if a in _denied)
                    p.kwd_patterns = [p.kwd_patterns[i] for i in keep]
                    p.kwd_attrs = [p.kwd_attrs[i] for i in keep]
        if bad is not None:
            # The case is refused when it is tried and its class matches.
            node.guard = self._helper(ast.Constant(value=None), bad, node.pattern)
        return node


def _needs_rewrite(tree):
    for n in ast.walk(tree):
        t = type(n)
        if (t is ast.Attribute and n.attr in _denied) or \
           (t is ast.MatchClass and any(a in _denied for a in n.kwd_attrs)):
            return True
    return False


# ---------------------------------------------------------------- output capture

class _Capture:
    """sys.stdout/sys.stderr of a worker: keeps the first and last half of the cap;
    memory does not grow with what is discarded."""

    __slots__ = ("half", "head", "head_len", "tail", "tail_len", "dropped")
    # A text stream as a script's stdout under a UTF-8 locale is: libraries look at its
    # encoding (sympy's pretty printer, pandas' display.encoding).
    encoding = "utf-8"
    errors = "strict"

    def __init__(self, cap):
        self.half = max(cap // 2, 1)
        self.head = []
        self.head_len = 0
        self.tail = []
        self.tail_len = 0
        self.dropped = 0

    def write(self, s):
        if type(s) is not str:
            if not isinstance(s, str):
                raise TypeError("write() argument must be str, not %s" % type(s).__name__)
            s = str.__str__(s)
        n = len(s)
        room = self.half - self.head_len
        if room > 0:
            part = s[:room]
            self.head.append(part)
            self.head_len += len(part)
            s = s[room:]
        if s:
            self.tail.append(s)
            self.tail_len += len(s)
            if self.tail_len > 2 * self.half:
                self._trim()
        return n

    def _trim(self):
        joined = "".join(self.tail)
        cut = len(joined) - self.half
        if cut > 0:
            self.dropped += cut
            joined = joined[cut:]
        self.tail = [joined]
        self.tail_len = len(joined)

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
        raise _UnsupportedOperation("fileno")

    def text(self):
        self._trim()
        head = "".join(self.head)
        tail = "".join(self.tail)
        if self.dropped:
            return head + "\n...[%d characters truncated]...\n" % self.dropped + tail, True
        return head + tail, False


def _final_logs(cap):
    limit = _cfg.get("log_cap", 65536)
    try:
        logs, truncated = _Capture.text(cap)
        if type(logs) is not str:
            raise TypeError
    except BaseException:
        return "[the captured output was damaged by the code and is not available]\n", True
    # The capture is reachable (pprint keeps sys.stdout): if its state was changed, cut
    # again, and say so.
    if len(logs) > limit + 64 or (len(logs) > limit and not truncated):
        half = limit // 2
        logs = logs[:half] + "\n...[%d characters truncated]...\n" % (len(logs) - 2 * half) + logs[-half:]
        truncated = True
    return logs, bool(truncated)


# ---------------------------------------------------------------- one request

def _result_plan(tree):
    """Rewrites a trailing expression into an assignment; returns how to find the
    result: ("value", None), ("name", "x") or (None, None)."""
    if not tree.body:
        return None, None
    last = tree.body[-1]
    if type(last) is ast.Expr:
        node = ast.Assign(targets=[ast.Name(id=_RESULT_NAME, ctx=ast.Store())], value=last.value)
        tree.body[-1] = ast.copy_location(node, last)
        return "value", None
    if type(last) is ast.Assign and type(last.targets[0]) is ast.Name:
        return "name", last.targets[0].id
    if type(last) in (ast.AugAssign, ast.AnnAssign) and type(last.target) is ast.Name:
        if type(last) is ast.AnnAssign and last.value is None:
            return None, None
        return "name", last.target.id
    return None, None


def _choose(plan, g, result_bound):
    kind, name = plan
    missing = object()
    if kind == "value":
        v = g.pop(_RESULT_NAME, None)
        if v is not None:
            return True, v
    r = g.get("result", missing)
    if r is not missing and result_bound:
        return True, r
    if kind == "name":
        v = g.get(name, missing)
        if v is not missing:
            return True, v
    return False, None


def _compile(src):
    """(code, plan) for the request's bytes; raises SyntaxError and friends as compile()."""
    # The common case, checked and compiled in C without a Python AST (perf/fastpath.c);
    # None for anything the rewrite below must see.
    fast = _safepy.fast_compile(src, _FILENAME) if _policy else None
    if type(fast) is tuple:
        code, kind, name = fast
        return code, (kind, name)
    if fast is False:
        # The fast path failed to compile it, and showed its warnings: this compile only
        # reports the error.
        with _warnings.catch_warnings():
            _warnings.simplefilter("ignore")
            return _compile_checked(src)
    return _compile_checked(src)


def _compile_checked(src):
    tree = ast.parse(src.decode("utf-8"), _FILENAME)
    plan = _result_plan(tree)
    if _policy and _needs_rewrite(tree):
        tree = _Rewrite().visit(tree)
    ast.fix_missing_locations(tree)
    return compile(tree, _FILENAME, "exec", dont_inherit=True), plan


_session = []  # a session's worker: its module globals, kept from call to call
def _globals(session):
    if session and _session:
        return _session[0]
    main = _ModuleType("__main__")
    g = main.__dict__
    if _policy:
        g["__builtins__"] = _builtins_module
    else:
        import builtins
        g["__builtins__"] = builtins
        _reseed()
    sys.modules["__main__"] = main
    if session:
        _session.append(g)
    return g


_INTROSPECTION = frozenset(("globals", "vars", "locals", "dir"))


_DELETES = frozenset(_opcode.opmap[op] for op in ("DELETE_NAME", "DELETE_GLOBAL"))


def _looks_at_globals(code):
    """Whether code, or code nested in it, calls a builtin that shows the globals
    (globals(), vars()...) or deletes the global `result`."""
    todo = [code]
    while todo:
        c = todo.pop()
        if _INTROSPECTION.intersection(c.co_names):
            return True
        if "result" in c.co_names:
            raw, arg = c.co_code, 0
            for i in range(0, len(raw), 2):
                arg = arg << 8 | raw[i + 1]
                if raw[i] in _DELETES and c.co_names[arg] == "result":
                    return True
                if raw[i] != _opcode.EXTENDED_ARG:
                    arg = 0
        todo.extend(k for k in c.co_consts if type(k) is type(c))
    return False


def _run_user(code, g, warmup):
    """Runs code in g; returns whether it bound the global `result` (rule 2), which in a
    session may hold what an earlier call left. That value waits in the builtins while the
    call runs: reads still find it, and whether this call bound `result` is whether the
    globals have it afterwards; it goes back into the globals unless the call bound
    another. Code that looks at its globals (globals(), vars()...) or deletes `result`
    sees them as they are instead, and there a rebinding to the very same object is not
    told from no binding."""
    old = g.get("result", _RESULT_NAME)
    move = old is not _RESULT_NAME and not _looks_at_globals(code)
    if move:
        builtins = g["__builtins__"]
        builtins = builtins if type(builtins) is dict else vars(builtins)
        builtins["result"] = g.pop("result")
    try:
        if warmup:
            exec(code, g)
        else:
            _safepy.exec_user(code, g)
        if move:
            return "result" in g
        return g.get("result", _RESULT_NAME) is not old
    finally:
        if move:
            builtins.pop("result", None)
            g.setdefault("result", old)


def _encode(value):
    """(json text, result_type text, error or None) of a chosen result."""
    enc = _Encoder(_cfg.get("max_result", 1 << 20))
    try:
        enc.value(value)
        rtype = _science._type_text(value) if _science.state else None
        return "".join(enc.out), _jstr(rtype or _type_name(type(value))), None
    except _TooLarge:
        return "null", "null", {"type": "ResultTooLarge", "line": None, "traceback": "",
                                "message": "the result's JSON form is larger than %d bytes" % enc.limit}
    except BaseException as e:
        return "null", "null", {"type": _type_name(type(e)), "message": _exc_text(e), "line": None,
                                "traceback": "while converting the result: %s: %s" % (_type_name(type(e)),
                                                                                      _exc_text(e))}


def _error_json(error):
    line = error["line"]
    try:
        # Plain str copies: a class name or message can be a str subclass that lies.
        return '{"type":%s,"message":%s,"line":%s,"traceback":%s}' % (
            _jstr(_plain(error["type"])), _jstr(_plain(error["message"])[:65536]),
            _int_repr(line) if type(line) is int else "null", _jstr(_plain(error["traceback"])[-16384:]))
    except BaseException:
        return '{"type":"InternalError","message":"the error could not be reported","line":null,"traceback":""}'


def run(src, session=False, _warmup=False):
    cap = _Capture(_cfg.get("log_cap", 65536))
    # The logs are what a terminal shows of a script: its compiler warnings, then what it
    # writes to stdout and stderr (CONTRACT.md).
    sys.stdout = sys.stderr = cap
    _science.begin()
    error = None
    has_result, value = False, None
    lines = []
    code = None
    try:
        lines = src.decode("utf-8").splitlines()
        code, plan = _compile(src)
        g = _globals(session)
        bound = _run_user(code, g, _warmup)
        has_result, value = _choose(plan, g, bound)
    except BaseException as e:  # SystemExit and KeyboardInterrupt are results too
        try:
            error = _error_obj(e, lines, code if session else None)
        except BaseException as e2:
            error = {"type": _type_name(type(e)), "message": "<error report failed: %s>" % _type_name(type(e2)),
                     "line": None, "traceback": ""}
        e = None
    res_json, rtype = "null", "null"
    if error is None and has_result:
        res_json, rtype, error = _encode(value)
    figures = ""
    try:
        figures, notes = _science.finish()  # figures draw with the call's output captured
        notes and cap.write(notes)
    except BaseException as e:
        cap.write("[the figures could not be returned: %s]\n" % _type_name(type(e)))
    logs, truncated = _final_logs(cap)
    sys.stdout = sys.stderr = None
    err_json = "null" if error is None else _error_json(error)
    if error is not None:
        res_json, rtype = "null", "null"
    out = '{"result":%s,"result_type":%s,"logs":%s,"logs_truncated":%s,"error":%s%s}' % (
        res_json, rtype, _jstr(logs), "true" if truncated else "false", err_json, figures)
    return out.encode("utf-8")
