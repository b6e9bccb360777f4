# SPDX-License-Identifier: MIT
# The Python half of safepy's restricted evaluator, compiled into safepy-worker.
#
# setup() runs once in the template (trusted phase): it imports the allowed modules and
# builds what user code may see: vetted proxy modules, a curated builtins dict and a
# checked __import__. run() runs once per worker: parse, check the AST, execute real
# CPython bytecode through _safepy.exec_user (which switches the C audit hook to deny for
# good), then apply the result rule and build the JSON reply.
#
# Trust: nothing defined here is handed to user code except the small functions placed in
# the curated builtins and proxies; those never expose this module's globals, because
# dunder attributes, the checked getattr family and str.format fields all refuse
# __globals__ and friends. The kernel layer holds even if this file has a bug.

import _safepy
import ast
import gc as _gc
import signal as _signal  # before setup() wraps enum: signal builds its enums at import
import sys
import types
import random as _random
import importlib
from _safepy_wrappers import (Formatter, _private, _safe_get_type_hints, _wrap_namedtuple,
                              _wrap_namedtuplemeta, _no_gc, _wrap_abc_register,
                              _wrap_protocol_instancecheck, _wrap_re_scanner,
                              _wrap_enum, _wrap_functools, _wrap_operator,
                              _wrap_pprint, _wrap_json_encoder)
from _safepy_dcwrap import _wrap_dataclasses
from _safepy_copywrap import _wrap_copy
from _safepy_reply import (_Encoder, _TooLarge, _FILENAME, _error_obj, _exc_text, _int_repr, _jstr, _plain,
                           _type_name)

_SandboxError = _safepy.SandboxError
_ModuleType = types.ModuleType
# Bound once: harness checks must not depend on names user code could rebind.
_isinstance = isinstance
_object_getattribute = object.__getattribute__
_MISSING = object()
_RESULT_NAME = "__safepy_value__"

_cfg = {}
_proxies = {}
_builtins = {}
_allowed_text = ""
_python_layer = True

# Attributes left out of proxies: they reach attribute access by string, the real sys
# or the file system (module-valued attributes are always left out).
_EXCLUDE = {
    "operator": {"attrgetter", "methodcaller"},
    "contextlib": {"redirect_stdout", "redirect_stderr", "chdir"},
    "calendar": {"main"},
    # copyreg's live reducer registry: private stdlib functions as values, and writable
    "copy": {"dispatch_table"},
    # glibc takes the integer for a pthread_t pointer: a 4-byte read of any address
    # (or a crash), and a worker has one thread anyway
    "time": {"pthread_getcpuclockid"},
    # _json's encoder and scanner objects made with the caller's own arguments: the
    # encoder keeps real object addresses as keys of the `markers` dict it is given (an
    # address oracle, red-team pass 66); JSONEncoder and JSONDecoder make their own.
    "json.encoder": {"c_make_encoder"},
    "json.scanner": {"c_make_scanner", "make_scanner"},
    # reads a file object into a memoryview it hands to a digest callable of the caller's
    # (the memoryview type is not given to user code; there are no files anyway)
    "hashlib": {"file_digest"},
}

# Real builtins user code gets unchanged.
_BUILTIN_NAMES = (
    "abs aiter all anext any ascii bin bool bytearray bytes callable chr classmethod "
    "complex dict dir divmod enumerate filter float format frozenset hash hex int "
    "isinstance issubclass iter len list map max min next object oct ord pow print "
    "property range repr reversed round set slice sorted staticmethod str sum super "
    "tuple type zip __build_class__ Ellipsis NotImplemented"
).split()

# Builtins that are replaced by a stub naming the rule.
_REMOVED = (
    "open input breakpoint help exit quit eval exec compile globals locals memoryview "
    "id copyright credits license"
).split()


# ---------------------------------------------------------------- setup (template)

def _import_all(names):
    ok = []
    for name in names:
        try:
            importlib.import_module(name)
            ok.append(name)
        except Exception as e:  # a missing optional module must not stop the server
            sys.__stderr__ and sys.__stderr__.write(
                "safepy-worker: cannot import %s: %s\n" % (name, e))
    return ok


# An allowed module as user code sees it (pymod.c): private and dunder attributes cannot
# be set or deleted, not even through object.__setattr__.
_Proxy = _safepy.ProxyModule


def _make_proxy(mod, name):
    p = _Proxy(name, getattr(mod, "__doc__", None))
    skip = _EXCLUDE.get(name, ())
    for k, v in list(vars(mod).items()):
        if k.startswith("_") or k in skip:
            continue
        if isinstance(v, _ModuleType) or type(v).__name__ == "PyCapsule":
            continue  # submodules are linked below, as proxies, if allowed
        if type(v) in (dict, list, set):
            # A module's live tables (html.entities.html5, json.encoder.ESCAPE_DCT) are
            # what its own functions read: user code gets a copy to change, not them.
            v = type(v)(v)
        setattr(p, k, v)
    all_ = getattr(mod, "__all__", None)
    if isinstance(all_, (list, tuple)):
        # `from m import *` binds every name __all__ lists into the user's module globals,
        # where a str subclass with its own __hash__/__eq__ would shadow a rewriter's
        # helper (red-team pass 63): a tuple of plain public names, so user code can
        # neither append to it nor rebind it (the proxy refuses '_' names).
        p.__all__ = tuple(str.__str__(n) for n in all_
                          if _isinstance(n, str) and not n.startswith("_") and n in vars(p))
    return p


def _safe_import_factory(allowed_text):
    proxies = _proxies

    modules = sys.modules
    placeholder = _ModuleType("placeholder")

    def __import__(name, globals=None, locals=None, fromlist=(), level=0):
        if level:
            raise ImportError("relative imports are not allowed")
        p = proxies.get(name)
        if p is None and type(fromlist) is list and not fromlist and name in modules:
            # PyImport_Import from C (datetime.strptime -> _strptime) passes an empty
            # list and ignores what we return: it reads sys.modules itself. An import
            # statement passes None or a tuple, so user code never gets here.
            return placeholder
        if p is not None and name.partition(".")[0] in ("random", "statistics"):
            _reseed()
        if p is None or not isinstance(name, str):
            raise ModuleNotFoundError("import of %r is not allowed; allowed: %s" % (name, allowed_text),
                              name=name)
        if fromlist:
            return p
        return proxies[name.partition(".")[0]]

    return __import__


def _stub(name):
    def removed(*args, **kwargs):
        raise _SandboxError("%s() is not available in the sandbox" % name)
    removed.__name__ = removed.__qualname__ = name
    return removed


def _vars(*args):
    if len(args) != 1:
        raise _SandboxError("vars() without an argument is not available in the sandbox")
    obj = args[0]
    if _isinstance(obj, (type, _ModuleType)) or not _safepy.private_ok(obj):
        raise _SandboxError("vars() is only available for objects of your own classes")
    try:
        return _object_getattribute(obj, "__dict__")
    except AttributeError:
        raise TypeError("vars() argument must have __dict__ attribute") from None


def setup(cfg):
    global _allowed_text, _python_layer
    _cfg.update(cfg)
    _python_layer = not cfg["no_python_layer"]
    sys.setrecursionlimit(cfg["recursion_limit"])
    sys.set_int_max_str_digits(cfg["int_max_str_digits"])
    allowed = _import_all(list(cfg["allowed"]) + list(cfg["extra"]))
    _import_all(cfg["preimports"])
    import __future__  # noqa: F401  (from __future__ import ... works)
    import traceback, linecache, tokenize, collections, dataclasses, json, string  # noqa

    roots = set(allowed)
    names = set(allowed)
    denied = set(cfg["denied"])
    for modname in list(sys.modules):
        root = modname.partition(".")[0]
        parts = modname.split(".")
        if root in roots and not any(x.startswith("_") for x in parts) and not (set(parts) & denied):
            names.add(modname)
    for modname in sorted(names, key=lambda n: n.count(".")):
        _proxies[modname] = _make_proxy(sys.modules[modname], modname)
    for modname in names:  # link allowed submodules as attributes of their parents
        head, _, tail = modname.rpartition(".")
        if head in _proxies:
            setattr(_proxies[head], tail, _proxies[modname])
    _proxies["__future__"] = _make_proxy(sys.modules["__future__"], "__future__")
    if "functools" in _proxies:
        _wrap_functools(_proxies["functools"])
    if "operator" in _proxies:
        _wrap_operator(_proxies["operator"])
    if "string" in _proxies:
        _proxies["string"].Formatter = Formatter
    if "enum" in _proxies:
        _wrap_enum(_proxies["enum"])
    _wrap_abc_register()
    _wrap_protocol_instancecheck()
    _wrap_re_scanner()
    checked_namedtuple = _wrap_namedtuple()
    if "collections" in _proxies:
        _proxies["collections"].namedtuple = checked_namedtuple
    checked_deepcopy = _wrap_copy()
    if "copy" in _proxies:
        _proxies["copy"].deepcopy = checked_deepcopy
    _wrap_pprint()
    _wrap_json_encoder()
    # The real typing.get_type_hints is replaced in the typing module itself: stdlib code
    # (functools.singledispatch) imports it from there at call time.
    import typing
    _safe_get_type_hints.__doc__ = typing.get_type_hints.__doc__
    typing.get_type_hints = _safe_get_type_hints
    if "typing" in _proxies:
        _proxies["typing"].get_type_hints = _safe_get_type_hints
    # Known memory-safety bugs of CPython 3.11 reachable from pure Python (pyfix.c).
    import itertools, collections, csv
    sample = itertools.groupby((0,))
    od = collections.OrderedDict(a=0)

    class _Seq:
        def __getitem__(self, i):
            raise IndexError
    iter_types = (itertools.pairwise, itertools.groupby, itertools.islice, type(iter(int, 0)), type(csv.reader(())), itertools.zip_longest,
                  type(iter(_Seq())), itertools.cycle, itertools.chain, itertools.compress,
                  itertools.accumulate, itertools.starmap, type(itertools.tee(())[0]),
                  itertools.dropwhile, itertools.takewhile, itertools.filterfalse, itertools.count,
                  itertools.product, itertools.combinations, itertools.permutations,
                  itertools.combinations_with_replacement)
    # (zip, map, filter, enumerate and reversed are left out: no known bug, and a guard on
    # every next() of the commonest loops cost ~50% on them.)
    import decimal
    _safepy.fix_cpython(collections.deque, sample, next(sample)[1], iter(od), od, iter_types,
                        decimal.Context, decimal.Context())
    del sample, od, _Seq, iter_types
    # C code using objects it does not hold across a call into Python (pyhold.c).
    import time
    _safepy.hold_cpython((slice, itertools.count, time.struct_time, collections.defaultdict,
                          types.MethodType, types.GenericAlias, types.UnionType),
                         collections.defaultdict,
                         {staticmethod: ("__func__",), classmethod: ("__func__",),
                          property: ("fget", "fset", "fdel"), super: ("__thisclass__",)},
                         types.SimpleNamespace)
    # A special method must take the instance (pyclass.c); singledispatchmethod's __get__
    # returns a closure over it, so it qualifies.
    import functools
    _safepy.binding_type(functools.singledispatchmethod)
    # Counter.update's C helper adds to a count it holds borrowed: one that holds it.
    collections.__dict__["_count_elements"] = _safepy.count_elements
    # datetime methods that go on using what a subclass constructor returned (pydt.c).
    _safepy.fix_datetime()
    # Objects made with T.__new__(T), never initialized: NULL fields read unchecked.
    _safepy.fix_uninitialized(type(decimal.getcontext().flags))
    # cmp_to_key's wrappers: .obj read-only (compared borrowed). decimal: contexts that
    # stop being current are kept (operations use the current one borrowed).
    import functools
    _safepy.readonly_member(type(functools.cmp_to_key(len)(0)), "obj")
    manager = decimal.localcontext()
    keeping = _safepy.keep_decimal_contexts(decimal, type(manager), manager,
                                            manager.__enter__())
    manager.__exit__(None, None, None)
    del manager
    for m in (decimal, sys.modules.get("_decimal"), _proxies.get("decimal")):
        if m is not None and getattr(m, "setcontext", None) is not None:
            setattr(m, "setcontext", keeping)
    # Reprs of types made during start-up that print their address; and id() for the
    # stdlib's own use (deepcopy's memo and pprint's recursion marker show it): keyed.
    import _hashlib, _thread, hashlib, builtins
    _safepy.hide_addresses((type(hashlib.md5()), _hashlib.HASHXOF, _hashlib.HMAC,
                            _thread.LockType, _thread.RLock))
    builtins.id = _safepy.keyed_id
    # pprint dispatches on the __repr__ slot wrappers it saw at import: the types whose
    # __repr__ the fixes above replaced are found under their new one.
    import pprint
    table = pprint.PrettyPrinter._dispatch
    for k in list(table):
        owner = getattr(k, "__objclass__", None)  # C types' only (functions have none)
        cur = owner.__dict__.get("__repr__") if owner is not None else None
        if cur is not None and cur is not k:
            table[cur] = table.pop(k)
    del table
    if "struct" in _proxies:
        # struct.Struct.__init__ on a live Struct frees the format table a running
        # iter_unpack()/pack_into() still uses (a use-after-free: arbitrary memory access).
        import struct
        _safepy.guard_struct_init(struct.Struct)
    if "dataclasses" in _proxies:
        # Test builds may leave out the outer checks (write-once field names here, plain
        # callables for enum's compared names in C): the regression cases of the layers
        # behind them need what those stop. Production workers never.
        _wrap_dataclasses(_proxies["dataclasses"], write_once=not cfg.get("test_inner_layers"))
    _allowed_text = ", ".join(sorted(roots))

    import builtins
    for n in _BUILTIN_NAMES:
        _builtins[n] = getattr(builtins, n)
    for n, v in vars(builtins).items():
        if isinstance(v, type) and issubclass(v, BaseException):
            _builtins[n] = v
    for n in _REMOVED:
        _builtins[n] = _stub(n)
    _builtins["__import__"] = _safe_import_factory(_allowed_text)
    _builtins["getattr"] = _safepy.getattr
    _builtins["setattr"] = _safepy.setattr
    _builtins["delattr"] = _safepy.delattr
    _builtins["hasattr"] = _safepy.hasattr
    _builtins["vars"] = _vars
    _builtins["SandboxError"] = _SandboxError
    _builtins["__safepy_match_ref__"] = _MatchRef
    _builtins["__safepy_pget__"] = _safepy.pget
    _builtins["__safepy_iop__"] = _iop
    _builtins["__debug__"] = True

    if _python_layer:
        _safepy.patch_str_format()
    # The only stdlib code allowed to compile, exec or set code-level attributes during
    # user code: they generate source from identifiers they (or the wrappers above) checked.
    # typing.NamedTupleMeta sets __bases__ of the class it just built from checked bases.
    import typing
    checked_create = dataclasses._create_fn           # the wrapper (wrappers.py)
    real_create = getattr(checked_create, "_safepy_real", checked_create)
    real_nt_new, nt_new = _wrap_namedtuplemeta()
    real_nt = collections.namedtuple._safepy_real
    _safepy.allow_exec_from(real_nt.__code__, real_create.__code__, real_nt_new.__code__)
    # ...and each only when called by its wrapper (the real namedtuple is re-exported by
    # functools and statistics, bound at their import).
    _safepy.allow_exec_internal(real_create.__code__, checked_create.__code__)
    _safepy.allow_exec_internal(real_nt.__code__, collections.namedtuple.__code__)
    _safepy.allow_exec_internal(real_nt_new.__code__, nt_new.__code__)
    for p in _proxies.values():
        for k, v in list(vars(p).items()):
            if v is real_nt:
                setattr(p, k, collections.namedtuple)
    # ast.parse compiles to an AST only (PyCF_ONLY_AST), never to code: inspect.signature
    # (used by dataclass(init=False)) and the generated-code check above call it. No
    # collection runs in it (see _no_gc).
    _safepy.allow_exec_from(ast.parse.__code__)
    # typing.ForwardRef compiles a forward reference's text to check its syntax
    # (Optional["Node"] in a tree class) and keeps the code object on self, which user
    # code could choose (an unbound call on its own object, a subclass's __setattr__): the
    # syntax is checked on an AST instead, no code object is made, and only real
    # ForwardRefs are initialized. (Nothing evaluates the text: get_type_hints refuses.)
    _safe_forwardref_init.__doc__ = typing.ForwardRef.__init__.__doc__
    type.__setattr__(typing.ForwardRef, "__init__", _safe_forwardref_init)
    # Stdlib __reduce__ methods of heap types (Python ones, and partial's C one) that build
    # from the object's public state: copy runs them; any other stdlib one is refused.
    import collections, fractions, random, json, functools
    _safepy.allow_reduce(collections.Counter.__reduce__, fractions.Fraction.__reduce__,
                         random.Random.__reduce__, json.JSONDecodeError.__reduce__,
                         functools.partial.__reduce__)
    # Stdlib classes whose instances' whole state is public: their default reduction.
    import string
    _safepy.allow_default_reduce(collections.UserDict, collections.UserList,
                                 collections.UserString, collections.ChainMap, string.Template)
    if not hasattr(ast.parse, "_safepy_real"):
        real_parse = ast.parse
        ast.parse = _no_gc(real_parse)
        ast.parse._safepy_real = real_parse

    # Warm up every path a request takes, so nothing is imported lazily later.
    _warm = run(b"import math\nclass A:\n  pass\nprint(A())\nx = {1: [2.5, 'a', None]}\nx",
                _warmup=True)
    assert b'"error":null' in _warm, _warm
    run(b"def f():\n  raise ValueError('x')\nf()", _warmup=True)
    run(b"1 +", _warmup=True)
    # The checker's own path (the requests above take the C fast path).
    run(b"class _P:\n  _v = 1\n_P._v", _warmup=True)
    _reseeded.clear()  # whatever the warm-up did, every worker reseeds on its own
    # Collections at safe points only (see _gc_step): the handler is installed here and
    # inherited; each worker arms its timer and turns automatic collection off.
    # io finalizers call close(): run as user code whatever frame is on top (pyclass.c).
    import _io
    _safepy.guard_finalizers(_io._IOBase)
    _safepy.gc_set_step(_gc_step)
    _signal.signal(_signal.SIGVTALRM, _safepy.gc_tick_request)
    # Classes not defined by user code become read-only during user code.
    import gc
    _safepy.lock_types([t for t in gc.get_objects() if _isinstance(t, type) and issubclass(t, type)])
    # No class that exists now is the user's, whatever __module__ it may be given later.
    _safepy.mark_template_types([t for t in gc.get_objects() if _isinstance(t, type)])
    # Functions that exist now are read-only during user code; functools.total_ordering
    # names its helpers on each use: named once here, its later writes change nothing.
    import functools
    for pairs in functools._convert.values():
        for opname, opfunc in pairs:
            opfunc.__name__ = opname
    _safepy.mark_template_functions([f for f in gc.get_objects() if type(f) is types.FunctionType])
    # The stdlib code that acts for itself during user code; every other frame, stdlib or
    # not, acts for the user (worker/trust.py).
    import _safepy_trust
    _safepy.trust_callers(*_safepy_trust.resolve(gc.get_objects()))
    import enum
    _safepy.forward_setattr(enum.EnumType)
    import gc
    gc.collect()
    gc.freeze()  # template objects stay untouched by the workers' collections


def _safe_forwardref_init(self, arg, is_argument=True, module=None, *, is_class=False):
    import typing
    if type(self) is not typing.ForwardRef:
        raise _SandboxError("ForwardRef.__init__ initializes only ForwardRef objects")
    if not isinstance(arg, str):
        raise TypeError(f"Forward reference must be a string -- got {arg!r}")
    arg = str.__str__(arg)
    # (*Ts,)[0]: what CPython compiles for an unpacked argument.
    text = f"({arg},)[0]" if arg[:1] == "*" else arg
    try:
        ast.parse(text, "<string>", "eval")
    except SyntaxError:
        raise SyntaxError(f"Forward reference must be an expression -- got {arg!r}") from None
    self.__forward_arg__ = arg
    self.__forward_code__ = None
    self.__forward_evaluated__ = False
    self.__forward_value__ = None
    self.__forward_is_argument__ = is_argument
    self.__forward_is_class__ = is_class
    self.__forward_module__ = module


_PREFAULT = b"result = 1 + 1"


# Garbage collection at safe points only (red-team passes 71, 73; pymod.c gc_pending): the
# generation CPython would collect, by its own counts; a full collection at most once a
# second of CPU. Called from C at the eval breaker, finalizers treated as user code.
_gc_state = [0]


def _gc_step():
    c0, c1, c2 = _gc.get_count()
    t0, t1, t2 = _gc.get_threshold()
    _gc_state[0] += 1
    if t0 and c0 > t0:
        gen = 1 if c1 > t1 else 0
        if c2 > t2 and _gc_state[0] >= 100:
            gen, _gc_state[0] = 2, 0
        _gc.collect(gen)


def prefault():
    # A forked worker shares its pages with the template until it writes them; the first
    # request would pay those copy-on-write faults (~1 ms). Touch the request path once
    # (parser, checker, compiler, encoder, sys.modules) before the worker says READY, with
    # the commonest shape of request (assign the result): measured, the call itself then
    # takes ~25% less CPU than after a bare expression.
    run(_PREFAULT, _warmup=True)


_reseeded = []


def _reseed():
    # A forked worker inherits the template's random state. User code reaches the shared
    # generator only through the modules that hold it, random and statistics (whose
    # NormalDist.samples() draws from it; no other allowed module imports random): the
    # first import of either in a worker reseeds it from the kernel, so no two calls see
    # the same numbers. (In every worker's prefault instead it cost ~20 page faults and
    # 0.05 ms of CPU per call.)
    if not _reseeded:
        _reseeded.append(True)
        _random.seed()


# ---------------------------------------------------------------- AST check

def _violation(node, msg):
    e = _SandboxError(msg)
    e.lineno = getattr(node, "lineno", None)
    return e


# Dunders a class body may read but not bind: dataclasses trusts what they contain.
_NO_BIND = frozenset(("__annotations__", "__dataclass_fields__", "__dataclass_params__"))


def check_ast(tree):
    attr_ok, name_ok = _safepy.attr_allowed, _safepy.name_allowed
    for node in ast.walk(tree):
        t = type(node)
        if t is ast.Attribute:
            store = type(node.ctx) is not ast.Load
            if not attr_ok(node.attr, store):
                return _violation(node, "access to attribute '%s' is not allowed" % node.attr)
        elif t is ast.Name:
            # Class bodies may bind data-model names (__rmul__ = __mul__); binding
            # __builtins__ or __annotations__ (dataclass code generation) is refused.
            ok = name_ok(node.id) and (type(node.ctx) is ast.Load or node.id not in _NO_BIND)
            if not ok:
                return _violation(node, "use of name '%s' is not allowed" % node.id)
        elif t is ast.alias:
            bound = node.asname or node.name.partition(".")[0]
            if not attr_ok(bound, True) or not attr_ok(node.name.rpartition(".")[2], False):
                return _violation(node, "use of name '%s' is not allowed" % bound)

        elif t is ast.MatchClass:
            for a in node.kwd_attrs:
                if not attr_ok(a, False) or (a.startswith("_") and not a.startswith("__")):
                    return _violation(node, "access to attribute '%s' is not allowed" % a)
        if t in (ast.MatchClass, ast.MatchValue):
            # Dotted names in patterns are looked up by the interpreter, not rewritten:
            # private names there are refused outright.
            for sub in ast.walk(node.cls if t is ast.MatchClass else node.value):
                if type(sub) is ast.Attribute and sub.attr.startswith("_") and not sub.attr.startswith("__"):
                    return _violation(node, "access to attribute '%s' is not allowed" % sub.attr)
        elif t is ast.TryStar:
            # CPython 3.11 reads whatever split() returns as a 2-tuple, unchecked (fixed in
            # 3.13.2): a split() answering anything else is memory access. split is found
            # by ordinary lookup (instance, subclass, __getattr__), so the syntax goes.
            return _violation(node, "except* is not allowed")
        elif t is ast.ImportFrom:
            # `from m import _x` reads a private attribute of a stdlib module, and where
            # the proxy has no _x the interpreter looks up sys.modules["m._x"] itself.
            for a in node.names:
                if _private(a.name):
                    return _violation(node, "import of private name '%s' is not allowed" % a.name)
        elif t in (ast.Global, ast.Nonlocal):
            for n in node.names:
                if not attr_ok(n, True):
                    return _violation(node, "use of name '%s' is not allowed" % n)
        elif t in (ast.MatchAs, ast.MatchStar):
            if node.name and not attr_ok(node.name, True):
                return _violation(node, "use of name '%s' is not allowed" % node.name)
        elif t is ast.MatchMapping:
            if node.rest and not attr_ok(node.rest, True):
                return _violation(node, "use of name '%s' is not allowed" % node.rest)
        elif t is ast.ExceptHandler:
            if node.name and not attr_ok(node.name, True):
                return _violation(node, "use of name '%s' is not allowed" % node.name)
        elif t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.arg):
            # The rewriters' helpers (__safepy_match_ref__ and friends) are looked up by
            # name where the rewritten code runs: no binding may shadow them.
            bound = node.arg if t is ast.arg else node.name
            if bound.startswith("__safepy"):
                return _violation(node, "use of name '%s' is not allowed" % bound)
            # A def or class binds its name like an assignment (a decorated `def
            # __annotations__` in a class body, `def __builtins__` at module level).
            if t is not ast.arg and (bound in _NO_BIND or bound == "__builtins__"):
                return _violation(node, "use of name '%s' is not allowed" % bound)
    return None


# ---------------------------------------------------------------- match class patterns
#
# For "case C(p1, p2)" the interpreter reads getattr(subject, name) for the names in
# C.__match_args__, which user code controls (even dynamically, through a metaclass).
# Such patterns are rewritten to "case <ref>.cls(p1, p2)", where <ref>.cls evaluates C
# when the case is tried and returns a stand-in class whose __match_args__ is a checked
# snapshot and whose isinstance() delegates to C.

_SELF_TYPES = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)


class _MatchMeta(type):
    def __instancecheck__(cls, obj):
        ns = type.__dict__["__dict__"].__get__(cls)
        # The user's isinstance hook runs first: it could change obj (delete the instance
        # attribute a check below saw) before the interpreter reads the names.
        if not _isinstance(obj, ns["_safepy_target"]):
            return False
        # The interpreter reads these names from obj right after this returns True:
        # private ones only from the user's own objects.
        if ns.get("_safepy_private"):
            for n in ns.get("__match_args__", ()):
                if n.startswith("_") and not _safepy.private_name_ok(obj, n):
                    return False
        return True


_match_cache = {}


def _match_class(C):
    if type(C) is type and C in _SELF_TYPES:
        return C
    if not _isinstance(C, type):
        return C  # the interpreter raises its own TypeError
    ma = getattr(C, "__match_args__", _MISSING)
    ns = {"__slots__": (), "_safepy_target": C}
    bases = ()
    if ma is _MISSING:
        for b in type.__getattribute__(C, "__mro__"):
            if b in _SELF_TYPES and b is not bool:
                bases = (b,)
                break
    elif type(ma) is not tuple:
        # The interpreter would read C.__match_args__ again itself (a descriptor could
        # answer differently): only a plain tuple, copied and checked below.
        raise TypeError("%s.__match_args__ must be a tuple (got %s)"
                        % (type.__getattribute__(C, "__name__"), type(ma).__name__))
    else:
        if type(ma) is tuple:
            # Plain str copies first (a str subclass could pass a check and then act as
            # another name), then the same check as getattr.
            names = []
            for n in ma:
                if not _isinstance(n, str):
                    raise TypeError("__match_args__ elements must be strings (got %s)"
                                    % type(n).__name__)
                n = str.__str__(n)
                if not _safepy.attr_allowed(n, False):
                    raise _SandboxError("match pattern attribute '%s' is not allowed" % n)
                # A private name: the check before the match and the interpreter's reads
                # after it can disagree (a property read first deletes the name the check
                # saw: red-team pass 76), as keyword patterns already are, refused.
                if n.startswith("_") and not n.startswith("__"):
                    raise _SandboxError("match pattern attribute '%s' is private" % n)
                names.append(n)
            ma = tuple(names)
            ns["_safepy_private"] = any(n.startswith("_") for n in names)
        ns["__match_args__"] = ma
    key = id(C)
    hit = _match_cache.get(key)
    if hit is not None and hit[0] is C and type(ma) is tuple and hit[1] == ma:
        return hit[2]
    W = _MatchMeta(type.__getattribute__(C, "__name__"), bases, ns)
    if type(ma) is tuple or ma is _MISSING:
        _match_cache[key] = (C, ma, W)
    return W


class _MatchRef:
    __slots__ = ("_thunk",)

    def __init__(self, thunk):
        self._thunk = thunk

    @property
    def cls(self):
        return _match_class(self._thunk())


class _MatchRewriter(ast.NodeTransformer):
    def __init__(self):
        self.n = 0
        self.scopes = ["module"]

    def _scoped(self, node, kind):
        self.scopes.append(kind)
        try:
            return self.generic_visit(node)
        finally:
            self.scopes.pop()

    def visit_ClassDef(self, node):
        # Decorators, bases and keywords are evaluated in the enclosing scope.
        for field in ("decorator_list", "bases", "keywords"):
            setattr(node, field, [self.visit(n) for n in getattr(node, field)])
        self.scopes.append("class")
        try:
            node.body = [r for n in node.body for r in self._flat(self.visit(n))]
        finally:
            self.scopes.pop()
        return node

    @staticmethod
    def _flat(r):
        return r if type(r) is list else [r]

    def visit_FunctionDef(self, node):
        return self._scoped(node, "function")

    visit_AsyncFunctionDef = visit_Lambda = visit_FunctionDef

    def visit_Match(self, node):
        self.generic_visit(node)
        pre = []
        for case in node.cases:
            for sub in ast.walk(case.pattern):
                if type(sub) is ast.MatchClass and sub.patterns:
                    if self.scopes[-1] == "class":
                        # A class body looks names up in a namespace its metaclass
                        # provides (__prepare__): the checked stand-in could be swapped.
                        raise _violation(sub, "class patterns with arguments are not "
                                         "supported directly in a class body")
                    name = "__safepy_mc%d__" % self.n
                    self.n += 1
                    thunk = ast.Lambda(args=ast.arguments(posonlyargs=[], args=[], vararg=None,
                                                          kwonlyargs=[], kw_defaults=[],
                                                          kwarg=None, defaults=[]),
                                       body=sub.cls)
                    call = ast.Call(func=ast.Name(id="__safepy_match_ref__", ctx=ast.Load()),
                                    args=[thunk], keywords=[])
                    pre.append(ast.copy_location(
                        ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=call), node))
                    sub.cls = ast.copy_location(ast.Attribute(
                        value=ast.Name(id=name, ctx=ast.Load()), attr="cls", ctx=ast.Load()), sub.cls)
        return pre + [node] if pre else node


class _PrivateRewriter(ast.NodeTransformer):
    """obj._x (a load of a single-underscore name) becomes __safepy_pget__(obj, "_x"):
    allowed on the user's own classes and instances, refused on stdlib objects. Names
    that the compiler would mangle (__x inside a class) are mangled here the same way."""

    def __init__(self):
        self.classes = []
        self.tmp = 0

    def visit_ClassDef(self, node):
        # Decorators, bases and keywords belong to the enclosing scope.
        for field in ("decorator_list", "bases", "keywords"):
            setattr(node, field, [self.visit(n) for n in getattr(node, field)])
        self.classes.append(node.name)
        # visit_AugAssign may return several statements: flattened like any block's.
        node.body = [r for n in node.body for r in (lambda v: v if type(v) is list else [v])(self.visit(n))]
        self.classes.pop()
        return node

    def mangled(self, a):
        if a.startswith("__") and self.classes and self.classes[-1].lstrip("_"):
            return "_" + self.classes[-1].lstrip("_") + a
        return a

    private = staticmethod(_private)

    def visit_Attribute(self, node):
        self.generic_visit(node)
        a = node.attr
        if type(node.ctx) is ast.Load and self.private(a):
            call = ast.Call(func=ast.Name(id="__safepy_pget__", ctx=ast.Load()),
                            args=[node.value, ast.Constant(value=self.mangled(a))], keywords=[])
            return ast.copy_location(call, node)
        return node

    def visit_AugAssign(self, node):
        # obj._x += v reads obj._x without a Load node: it becomes
        #   t = obj; t._x = __safepy_iop__("iadd", __safepy_pget__(t, "_x"), v)
        # (same order of evaluation, same in-place operator).
        t = node.target
        if type(t) is not ast.Attribute or not self.private(t.attr):
            return self.generic_visit(node)
        self.tmp += 1
        tmp = "__safepy_t%d__" % self.tmp
        obj = self.visit(t.value)
        value = self.visit(node.value)
        first = ast.Assign(targets=[ast.Name(id=tmp, ctx=ast.Store())], value=obj)
        read = ast.Call(func=ast.Name(id="__safepy_pget__", ctx=ast.Load()),
                        args=[ast.Name(id=tmp, ctx=ast.Load()), ast.Constant(value=self.mangled(t.attr))],
                        keywords=[])
        op = ast.Call(func=ast.Name(id="__safepy_iop__", ctx=ast.Load()),
                      args=[ast.Constant(value=type(node.op).__name__), read, value], keywords=[])
        store = ast.Assign(targets=[ast.Attribute(value=ast.Name(id=tmp, ctx=ast.Load()), attr=t.attr,
                                                  ctx=ast.Store())], value=op)
        return [ast.copy_location(first, node), ast.copy_location(store, node)]


import operator as _operator

# In-place operators by AST op name, for rewritten private augmented assignments.
_IOPS = {"Add": _operator.iadd, "Sub": _operator.isub, "Mult": _operator.imul,
         "MatMult": _operator.imatmul, "Div": _operator.itruediv, "FloorDiv": _operator.ifloordiv,
         "Mod": _operator.imod, "Pow": _operator.ipow, "LShift": _operator.ilshift,
         "RShift": _operator.irshift, "BitOr": _operator.ior, "BitXor": _operator.ixor,
         "BitAnd": _operator.iand}


def _iop(op, a, b):
    return _IOPS[op](a, b)


def _rewrite_private(tree):
    for n in ast.walk(tree):
        if type(n) is ast.Attribute and n.attr.startswith("_"):
            _PrivateRewriter().visit(tree)
            ast.fix_missing_locations(tree)
            return


def _rewrite_matches(tree):
    if any(type(n) is ast.Match for n in ast.walk(tree)):
        _MatchRewriter().visit(tree)
        ast.fix_missing_locations(tree)


# ---------------------------------------------------------------- output capture

class _Capture:
    """sys.stdout/sys.stderr of a worker: keeps the first and last half of the cap;
    memory does not grow with what is discarded. Stdlib objects keep a reference to it
    (PrettyPrinter._stream), so user code may reach it: its methods cannot be shadowed
    (slots; the class is read-only during user code) and run() re-checks what text()
    returns against the cap."""

    __slots__ = ("half", "head", "head_len", "tail", "tail_len", "dropped")

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
    # Untruncated output is at most the cap, truncated output the cap plus the marker:
    # anything else means the capture's state was tampered with (it is reachable through
    # stdlib objects that keep sys.stdout): cut again, and say so.
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
        ast.fix_missing_locations(tree)
        return "value", None
    if type(last) is ast.Assign and type(last.targets[0]) is ast.Name:
        return "name", last.targets[0].id
    if type(last) in (ast.AugAssign, ast.AnnAssign) and type(last.target) is ast.Name:
        if type(last) is ast.AnnAssign and last.value is None:
            return None, None
        return "name", last.target.id
    return None, None


def _choose(plan, g):
    kind, name = plan
    missing = object()
    if kind == "value":
        v = g.pop(_RESULT_NAME, None)
        if v is not None:
            return True, v
    r = g.get("result", missing)
    if r is not missing:
        return True, r
    if kind == "name":
        v = g.get(name, missing)
        if v is not missing:
            return True, v
    return False, None


def run(src, _warmup=False):
    cap = _Capture(_cfg.get("log_cap", 65536))
    # Logs are what the code prints (CONTRACT.md): compiler warnings are not, and the
    # fast path and the checker may each compile once. Captured from exec on.
    sys.stdout = sys.stderr = None
    error = None
    has_result, value = False, None
    lines = []
    g = None
    try:
        text = src.decode("utf-8")
        lines = text.splitlines()
        # The common case, checked and compiled in C without a Python AST (fastpath.c);
        # None for anything the checker below must see.
        fast = _safepy.fast_compile(src, _FILENAME) if _python_layer else None
        if fast is not None:
            code, kind, name = fast
            plan = (kind, name)
        else:
            tree = ast.parse(text, _FILENAME)
            if _python_layer:
                bad = check_ast(tree)
                if bad is not None:
                    raise bad
            plan = _result_plan(tree)
            if _python_layer:
                _rewrite_matches(tree)
                _rewrite_private(tree)
            code = compile(tree, _FILENAME, "exec", dont_inherit=True)
        main = _ModuleType("__main__")
        g = main.__dict__
        if _python_layer:
            g["__builtins__"] = _builtins
        else:
            import builtins
            g["__builtins__"] = builtins
            _reseed()
        sys.modules["__main__"] = main
        sys.stdout = sys.stderr = cap
        if not _warmup:
            _safepy.exec_user(code, g)
        else:
            exec(code, g)
        has_result, value = _choose(plan, g)
    except BaseException as e:  # SystemExit and KeyboardInterrupt are results too
        try:
            error = _error_obj(e, lines)
        except BaseException as e2:
            error = {"type": _type_name(type(e)), "message": "<error report failed: %s>" % _type_name(type(e2)),
                     "line": None, "traceback": ""}
        e = None
    res_json, rtype = "null", "null"
    if error is None and has_result:
        enc = _Encoder(_cfg.get("max_result", 1 << 20))
        try:
            enc.value(value)
            res_json = "".join(enc.out)
            rtype = _jstr(_type_name(type(value)))
        except _TooLarge:
            error = {"type": "ResultTooLarge",
                     "message": "the result's JSON form is larger than %d bytes" % enc.limit,
                     "line": None, "traceback": ""}
        except BaseException as e:
            error = {"type": _type_name(type(e)), "message": _exc_text(e), "line": None,
                     "traceback": "while converting the result: %s: %s" % (_type_name(type(e)), _exc_text(e))}
            e = None
    logs, truncated = _final_logs(cap)
    sys.stdout = sys.stderr = None
    if error is None:
        err_json = "null"
    else:
        res_json, rtype = "null", "null"
        line = error["line"]
        try:
            # Plain str copies: a class name or message can be a str subclass that lies.
            err_json = '{"type":%s,"message":%s,"line":%s,"traceback":%s}' % (
                _jstr(_plain(error["type"])), _jstr(_plain(error["message"])[:65536]),
                _int_repr(line) if type(line) is int else "null", _jstr(_plain(error["traceback"])[-16384:]))
        except BaseException:
            err_json = ('{"type":"InternalError","message":"the error could not be reported",'
                        '"line":null,"traceback":""}')
    out = '{"result":%s,"result_type":%s,"logs":%s,"logs_truncated":%s,"error":%s}' % (
        res_json, rtype, _jstr(logs), "true" if truncated else "false", err_json)
    return out.encode("utf-8")
