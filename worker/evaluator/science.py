# SPDX-License-Identifier: MIT
# The scientific half of safepy's evaluator, compiled into safepy-worker and loaded after
# the reply module. In the science template it loads numpy, pandas, scipy, sympy and
# matplotlib before the lockdown (the environment already holds every thread pool at one
# thread: worker/main.c), gives their values a JSON form, and collects matplotlib's
# figures as PNG. In the other template it only says which of them are installed, so that
# an import can say why it fails.
#
# Policy, not a boundary: whatever their C code does, the worker stays confined.

import io
import sys
import importlib
import importlib.util
import _safepy_reply as _reply

# root -> "loaded" (in this template), "installed" (not in this template), "missing" (not
# installed) or "denied" (taken away by the server's policy)
state = {}

# Per call at most this many figures and PNG bytes (CONTRACT.md); the rest are counted.
MAX_FIGURES = 4
MAX_FIGURE_BYTES = 2 << 20

# Packages whose public submodules are all loaded with them: after the lockdown nothing
# can be imported, and these libraries import submodules lazily from inside their own
# functions (df.to_csv, Series.resample, pd.crosstab, plt.contourf...). Walked without
# entering the skipped ones (their tests would pull in pytest).
WALK = ("numpy", "pandas", "scipy", "matplotlib", "mpl_toolkits", "seaborn", "sympy.codegen", "sympy.sets",
        "sympy.solvers", "sympy.vector", "sympy.stats", "sympy.geometry", "sympy.crypto",
        "sympy.combinatorics", "sympy.physics.units", "sympy.integrals", "sympy.logic",
        "sympy.holonomic", "sympy.polys", "sympy.assumptions", "sympy.simplify", "sympy.series",
        "sympy.tensor")
_WALK_SKIP = frozenset(("tests", "testing", "conftest", "setup", "benchmarks", "sphinxext",
                        "distutils", "f2py", "doc", "array_api", "typing", "compat", "backends",
                        "rubi", "setup_common", "testutils", "bench", "timer_comparison"))

# Named ones besides: private modules imported lazily, the backends figures use, sympy's
# printers (lambdify writes numpy code with them), and every time zone pandas may name.
LAZY = (
    "pandas.plotting._matplotlib",
    "matplotlib._qhull", "matplotlib._tri",
    "matplotlib.backends.backend_agg", "matplotlib.backends.backend_svg",
    "sympy.abc", "sympy.parsing.sympy_parser", "sympy.utilities.lambdify",
    "sympy.printing.latex", "sympy.printing.pretty", "sympy.printing.str", "sympy.printing.repr",
    "sympy.printing.pycode", "sympy.printing.numpy", "sympy.printing.lambdarepr",
    "sympy.printing.mathml", "sympy.printing.c", "sympy.printing.fortran",
    "sympy.printing.python", "sympy.printing.tree", "sympy.printing.dot",
    "sympy.solvers.ode", "sympy.stats", "sympy.geometry", "sympy.physics.units",
    "sympy.combinatorics", "sympy.ntheory", "sympy.integrals.transforms", "sympy.series",
)

# Libraries of their own that one of ours imports lazily: loaded with it.
DEPENDENCIES = {"matplotlib": ("contourpy", "matplotlib.patheffects"),
                "pandas": ("importlib.metadata", "jinja2.debug"), "sympy": ("xml.dom.minidom", "atexit"),
                # (scipy's MapWrapper imports multiprocessing's Pool even for workers=1:
                # differential_evolution, brute)
                "scipy": ("multiprocessing",)}

# Optional modules of theirs (Debian's python3-pandas recommends them), loaded where
# installed: read_html of a string (lxml.html; bs4 and html5lib are only its fallback, and
# lxml.html's soupparser would load bs4). Not openpyxl: it writes worksheets through
# temporary files.
OPTIONAL = {"pandas": ("lxml.html",)}


def _walk(prefix):
    """prefix and its public submodules, recursively, skipping _WALK_SKIP and private ones."""
    import pkgutil
    out, todo = [], [prefix]
    while todo:
        name = todo.pop()
        try:
            mod = importlib.import_module(name)
        except Exception:
            continue
        out.append(name)
        for info in pkgutil.iter_modules(getattr(mod, "__path__", None) or [], name + "."):
            last = info.name.rpartition(".")[2]
            # *_doc: sympy's hyperexpand_doc and meijerint_doc only cook up a docstring
            # for sphinx (every formula printed as LaTeX): ~1.9 s of CPU, nothing a call uses.
            if last.startswith("_") or last in _WALK_SKIP or last.endswith("_doc"):
                continue
            if info.ispkg:
                todo.append(info.name)
            else:
                out.append(info.name)
    return out


class _MemoryTempfile:
    """tempfile and os as scipy's MessageStream sees them (the message channel of Qhull,
    trust-krylov and stats.sampling): mkstemp gives a descriptor number that the worker's
    fdopen turns into a stream in memory (worker/evaluator/memfile.c); there is no file to
    remove or close."""

    def __init__(self, fd):
        self._fd = fd

    def mkstemp(self, suffix=None, prefix=None, dir=None, text=False):
        return self._fd, (prefix if isinstance(prefix, bytes) else b"") + b"in-memory"

    def remove(self, path, *a, **kw):
        pass

    def close(self, fd):
        pass


def _message_streams_in_memory():
    import _safepy
    ms = sys.modules.get("scipy._lib.messagestream")
    if ms is not None:
        ms.tempfile = ms.os = _MemoryTempfile(_safepy.MEMORY_FILE_FD)


# Where a warning raised inside a library is located there, Python prints the library's
# source line under it, read from the file (linecache). These libraries' sources are read
# now: numpy's (RuntimeWarnings of empty slices, invalid divisions in its Python code) and
# scipy.stats' tests (ConstantInputWarning...), ~3 MiB of text shared by every worker.
WARNING_SOURCES = ("numpy", "scipy.stats._stats_py", "scipy.stats._morestats")


def _warning_sources(ok):
    import linecache
    for name, mod in list(sys.modules.items()):
        if not any(name == p or name.startswith(p + ".") for p in WARNING_SOURCES) or \
           name.partition(".")[0] not in ok:
            continue
        path = getattr(mod, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py") or path in linecache.cache:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.readlines()
        except (OSError, UnicodeDecodeError):
            continue
        # No mtime: linecache.checkcache() keeps the entry (it cannot stat the file later).
        linecache.cache[path] = (sum(len(l) for l in lines), None, lines, path)


def _styler_templates():
    """pandas' Styler renders jinja2 templates that include others by name while they
    render (to_latex): all of them are loaded now, and jinja2 is told not to look at their
    files again."""
    try:
        from pandas.io.formats.style_render import StylerRenderer
        env = StylerRenderer.env
        for name in env.list_templates():
            env.get_template(name)
        env.auto_reload = False
    except Exception:
        pass


def _time_zones():
    """pytz reads a zone's file when it is first named: all of them now (~600, 8 MiB)."""
    try:
        import pytz
    except ImportError:
        return
    for z in pytz.all_timezones:
        try:
            pytz.timezone(z)
        except Exception:
            pass


_np = None
_pd = None
_plt = None
_figures = []        # this call's figures: PNG bytes
_dropped = [0]       # figures not returned this call
_notes = []          # figures that could not be drawn
_reseeded = []
_fonts = {}          # font file path -> its bytes, read before the lockdown
_font_alias = {}     # a path matplotlib names a font by -> its key in _fonts


class _FontPath:
    """os.path for matplotlib's font modules: a font in memory is a file."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def _held(self, p):
        try:
            p = self._real.abspath(p)
        except TypeError:
            return False
        return p in _fonts or p in _font_alias

    def isfile(self, p):
        return self._held(p) or self._real.isfile(p)

    def exists(self, p):
        return self._held(p) or self._real.exists(p)

    def realpath(self, p, *a, **kw):
        try:
            return _font_alias[self._real.abspath(p)]
        except (KeyError, TypeError):
            return self._real.realpath(p, *a, **kw)


class _FontOs:
    """The os module as matplotlib's font modules see it (path: _FontPath)."""

    def __init__(self, real):
        self._real = real
        self.path = _FontPath(real.path)

    def __getattr__(self, name):
        return getattr(self._real, name)


# ---------------------------------------------------------------- loading (template)

def survey(roots, taken):
    """Which of roots are installed (found on the path) or taken away; without importing."""
    for r in roots:
        if r in taken:
            state[r] = "denied"
            continue
        try:
            found = importlib.util.find_spec(r) is not None
        except Exception:
            found = False
        state[r] = "installed" if found else "missing"


def _taken(name, taken):
    parts = name.split(".")
    return any(".".join(parts[:i + 1]) in taken for i in range(len(parts)))


def load(preimports, import_all, taken):
    """Imports the installed roots and their usual submodules; returns the roots loaded."""
    global _np, _pd, _plt
    roots = [r for r, s in state.items() if s == "installed"]
    ok = import_all(roots)
    for r in ok:
        state[r] = "loaded"
        # matplotlib computes __version__ and __version_info__ on first use, from its
        # installed metadata: now, while there are files, so that the view has them.
        getattr(sys.modules[r], "__version__", None)
        getattr(sys.modules[r], "__version_info__", None)
    mods = [m for m in list(preimports) + list(LAZY) if m.partition(".")[0] in ok and not _taken(m, taken)]
    mods += [m for r in ok for m in DEPENDENCIES.get(r, ())]
    import warnings
    with warnings.catch_warnings():
        # Deprecated modules announce themselves as they load (pandas.core.index): not to
        # the server's log at every start.
        warnings.simplefilter("ignore")
        import_all(mods)
        for prefix in WALK:
            if prefix.partition(".")[0] in ok and not _taken(prefix, taken):
                import_all([m for m in _walk(prefix) if not _taken(m, taken)], quiet=True)
        for root in ok:
            import_all(OPTIONAL.get(root, ()), quiet=True)
    _warning_sources(ok)
    if "pandas" in ok:
        _time_zones()
        _styler_templates()
    if "scipy" in ok:
        _message_streams_in_memory()
    _np = sys.modules.get("numpy")
    _pd = sys.modules.get("pandas")
    if "matplotlib" in ok:
        _matplotlib_setup()
    if "sympy" in ok:
        # sympy's pretty printer chooses Unicode at import when sys.stdout can encode it,
        # as a script's UTF-8 stdout can; the template imported it with no stdout of its
        # own, and a call's captured output is UTF-8.
        from sympy.printing.pretty.pretty_symbology import pretty_use_unicode
        pretty_use_unicode(True)
    _reply._convert[0] = _convert
    _reply._type_text[0] = _type_text
    return ok


def _vector_formats_refuse():
    """PDF and PostScript embed the font files they use, read by path (and PostScript
    goes through temporary files): a worker has no file, so their formats are served by a
    canvas that refuses with a clear error, and their backends are never loaded."""
    import _safepy
    from matplotlib import backend_bases

    def refuse(self, *args, **kwargs):
        raise _safepy.SandboxError(
            "savefig to PDF or PostScript is not available in the sandbox (they embed font "
            "files, which a worker cannot read); PNG, SVG, JPEG and the raw formats work")

    canvas = type("FigureCanvasNoFiles", (backend_bases.FigureCanvasBase,),
                  {"print_pdf": refuse, "print_ps": refuse, "print_eps": refuse})
    for fmt in ("pdf", "ps", "eps"):
        backend_bases.register_backend(fmt, canvas, backend_bases._default_filetypes.get(fmt))


def _matplotlib_setup():
    """Agg only; fonts read into memory now (a worker opens no file) and served from there;
    plt.show() hands the open figures to the reply."""
    global _plt
    import functools
    import glob
    import os
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib import font_manager, ft2font, _mathtext
    _plt = plt
    paths = set(glob.glob(os.path.join(matplotlib.get_data_path(), "fonts", "ttf", "*.ttf")))
    for family in ("sans-serif", "serif", "monospace"):
        for weight in ("normal", "bold"):
            for style in ("normal", "italic"):
                try:
                    paths.add(font_manager.findfont(font_manager.FontProperties(
                        family=family, weight=weight, style=style), fallback_to_default=True))
                except Exception:
                    pass
    for p in paths:
        try:
            real = os.path.realpath(p)
            with open(real, "rb") as f:
                _fonts[real] = f.read()
            _font_alias[p] = real
        except OSError:
            pass
    # After the lockdown no font file exists for stat(): matplotlib's font lookup (findfont,
    # mathtext's font sets) would rebuild its font list in a thread or fall back forever.
    # Its own view of os sees the fonts held in memory as the files they were.
    fonts_os = _FontOs(os)
    font_manager.os = fonts_os
    _mathtext.os = fonts_os

    def font_file(path):
        data = _fonts.get(_font_alias.get(path, path))
        if data is None:
            raise RuntimeError("the font %s is not available in the sandbox (only the fonts "
                               "loaded at start: DejaVu, STIX, Computer Modern)" % path)
        # In memory: forked workers never share a file offset, and open no file.
        return io.BytesIO(data)

    @functools.lru_cache(64)
    def _get_font(font_filepaths, hinting_factor, *, _kerning_factor, thread_id):
        first, *rest = font_filepaths
        return ft2font.FT2Font(font_file(first), hinting_factor, _kerning_factor=_kerning_factor,
                               _fallback_list=[ft2font.FT2Font(font_file(p), hinting_factor,
                                                               _kerning_factor=_kerning_factor)
                                               for p in rest])

    font_manager._get_font = _get_font
    _vector_formats_refuse()
    try:
        # Pillow loads its format plugins on first need: all of them now (savefig to WebP,
        # imread of a JPEG in memory).
        from PIL import Image
        Image.init()
    except Exception:
        pass
    plt.show = _show


def warm(run):
    """Every path a scientific call commonly takes, once, in the template: lazy imports,
    caches, the fonts and the PNG writer."""
    code = []
    if state.get("numpy") == "loaded":
        code.append("import numpy as np\na = np.arange(12.0).reshape(3, 4)\nb = a @ a.T\n"
                    "np.linalg.inv(b + np.eye(3))\nprint(a, np.float64(1.5), np.int64(2))\n"
                    "np.random.default_rng(1).normal(size=3)\nnp.random.rand(2)\n"
                    "[a, a.sum(), np.array(['x']), np.array([1+2j])]")
    if state.get("pandas") == "loaded":
        code.append("import pandas as pd\ndf = pd.DataFrame({'k': ['a', 'b', 'a'], 'v': [1.0, 2.0, 3.5],"
                    " 't': pd.date_range('2024-01-01', periods=3)})\n"
                    "g = df.groupby('k')['v'].agg(['sum', 'mean'])\nprint(df.describe())\n"
                    "print(df, g, df['v'].sum())\n[df, df['v'], df.dtypes, pd.Timestamp('2024-01-01')]")
    if state.get("sympy") == "loaded":
        code.append("import sympy as sp\nx = sp.Symbol('x')\ne = sp.integrate(sp.sin(x) ** 2, x)\n"
                    "sp.solve(x ** 2 - 2, x)\nsp.simplify(e.diff(x))\nprint(sp.pretty(e), sp.latex(e))\n"
                    "sp.Matrix([[1, 2], [3, 4]]).inv()")
    if state.get("scipy") == "loaded":
        # Sobol reads its direction numbers from a file on first use.
        code.append("from scipy import optimize, stats, integrate\n"
                    "optimize.minimize(lambda v: (v[0] - 1) ** 2, [0.0])\n"
                    "stats.norm.cdf(1.0)\nintegrate.quad(lambda t: t, 0, 1)\n"
                    "stats.qmc.Sobol(2, scramble=False).random(4)")
    if state.get("matplotlib") == "loaded":
        code.append("import matplotlib.pyplot as plt\nfig, ax = plt.subplots()\n"
                    "ax.plot([1, 2, 3], [1, 4, 9], label='$x^2$')\nax.bar(['a', 'b'], [1, 2])\n"
                    "ax.set_title('Title'); ax.set_xlabel('x'); ax.legend()\nplt.show()\n"
                    "fig2 = plt.figure(); plt.scatter([1], [2]); plt.hist([1, 2, 2, 3])")
    for c in code:
        out = run(c.encode(), _warmup=True)
        if b'"error":null' not in out:
            # A library that misbehaves must not keep the others from serving: its calls
            # will show the same error.
            sys.__stderr__ and sys.__stderr__.write("safepy-worker: science warm-up failed: %s\n"
                                                    % out[:2000].decode("utf-8", "replace"))
    _reseeded.clear()


# ---------------------------------------------------------------- per call (worker)

# What a science worker runs before it says READY, while the model is still thinking:
# numpy's generator reseeded (each worker its own numbers), and the pages a first numpy
# and pandas call would write (reference counts, caches: copy-on-write faults worth tens
# of milliseconds) written once, off the request's path. Not a figure: drawing one costs
# ~0.2 s of CPU, which back-to-back calls would wait for as workers refill.
_PREFAULT = (
    ("numpy", "import numpy as np\nnp.arange(10).sum()\n"),
)


# The calls whose written pages every science worker copies before READY (worker/perf/
# hot.c), recorded once in a probe child of the template: a DataFrame built from numpy and
# grouped. Only their pages are copied (~1,800, ~6 ms of a refill), not their compute
# redone. A figure would add ~4,400 pages (~14 ms more per refill) for ~15% of its call.
_PROBE = (
    ("pandas", "import numpy as np, pandas as pd\nrng = np.random.default_rng(0)\n"
               "df = pd.DataFrame({'key': rng.integers(0, 100, 10_000), 'v': rng.normal(size=10_000)})\n"
               "g = df.groupby('key')['v'].agg(['sum', 'mean', 'count'])\nresult = int(g['count'].sum())\n"),
)


def _run_loaded(run, snippets):
    """Runs each (root, code) whose library is loaded; leaves no figure behind."""
    for root, code in snippets:
        if state.get(root) == "loaded":
            run(code.encode(), _warmup=True)
    _figures.clear()
    _dropped[0] = 0


def probe(run):
    _run_loaded(run, _PROBE)


def prefault(run):
    _run_loaded(run, _PREFAULT)


def reseed():
    """A forked worker inherits the template's numpy generator state: the first import of
    a scientific library in a worker reseeds it from the kernel."""
    if not _reseeded and _np is not None:
        _reseeded.append(True)
        _np.random.seed()


def _show(*args, **kwargs):
    """pyplot.show(): the open figures go to the reply, in order, and are closed."""
    collect()


def _draw_quietly(fig, buf):
    """fig as PNG into buf. Where plain Python never draws a figure (the end of a script,
    plt.show() on Agg), it never tells of a missing glyph or font: neither does this."""
    import logging
    import warnings
    prev = logging.root.manager.disable
    logging.disable(logging.WARNING)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fig.savefig(buf, format="png")
    finally:
        logging.disable(prev)


def collect():
    if _plt is None:
        return
    nums = _plt.get_fignums()
    if not nums:
        return  # (close("all") would run a garbage collection at every call)
    for num in nums:
        fig = _plt.figure(num)
        if len(_figures) >= MAX_FIGURES:
            _dropped[0] += 1
            continue
        buf = io.BytesIO()
        try:
            _draw_quietly(fig, buf)
        except Exception as e:
            _notes.append("[figure %d could not be drawn: %s: %s]\n" % (num, _reply._type_name(type(e)),
                                                                      _reply._exc_text(e)))
            continue
        data = buf.getvalue()
        if sum(len(f) for f in _figures) + len(data) > MAX_FIGURE_BYTES:
            _dropped[0] += 1
        else:
            _figures.append(data)
    _plt.close("all")


def begin():
    _figures.clear()
    _notes.clear()
    _dropped[0] = 0


def finish():
    """(JSON members for the reply, notes for the logs) after a call: the figures as PNG in
    base64 and how many were dropped. The supervisor checks every byte again."""
    collect()
    if not _figures and not _dropped[0]:
        return "", "".join(_notes)
    import base64
    figs = ",".join('{"png":"%s"}' % base64.b64encode(f).decode("ascii") for f in _figures)
    out = ',"figures":[%s],"figures_dropped":%d' % (figs, _dropped[0])
    _figures.clear()
    return out, "".join(_notes)


# ---------------------------------------------------------------- JSON forms

_NO = _reply._NO_FORM
_FRAME_ROWS = 1000  # rows of a DataFrame's or Series' JSON form (its text shows fewer)


def _module_root(t):
    m = getattr(t, "__module__", None)
    return m.partition(".")[0] if type(m) is str else ""


def _convert(v, limit):
    """A plain form of a scientific value (lists, dicts, numbers, str), or _NO."""
    t = type(v)
    root = _module_root(t)
    if _np is not None and isinstance(v, _np.ndarray):
        if v.size * 2 > limit:
            raise _reply._TooLarge
        if v.dtype.kind in "mM":
            return v.astype(str).tolist()
        return v.tolist()
    if _np is not None and isinstance(v, _np.generic):
        if v.dtype.kind in "mM":
            return str(v)
        return v.item()
    if _pd is not None and root == "pandas":
        return _pandas_form(v)
    if root == "sympy":
        return str(v)
    return _NO


def _pandas_form(v):
    pd = _pd
    if isinstance(v, pd.DataFrame):
        head = v.iloc[:_FRAME_ROWS]
        form = {"repr": repr(v), "shape": list(v.shape), "columns": v.columns.tolist(),
                "index": head.index.tolist(), "data": head.to_numpy(dtype=object).tolist()}
        if len(v) > _FRAME_ROWS:
            form["truncated"] = True
        return form
    if isinstance(v, pd.Series):
        head = v.iloc[:_FRAME_ROWS]
        form = {"repr": repr(v), "name": v.name, "shape": list(v.shape),
                "index": head.index.tolist(), "data": head.to_numpy(dtype=object).tolist()}
        if len(v) > _FRAME_ROWS:
            form["truncated"] = True
        return form
    if isinstance(v, pd.Index):
        return v.tolist()
    if v is pd.NaT or v is getattr(pd, "NA", None):
        return None
    if isinstance(v, (pd.Timestamp, pd.Timedelta, pd.Period, pd.Interval)):
        return str(v)
    return _NO


def _type_text(v):
    """result_type of a scientific value: dtype and shape where it has them."""
    if _np is not None and isinstance(v, _np.ndarray):
        return "ndarray[%s]%s" % (v.dtype, v.shape)
    if _pd is not None and isinstance(v, _pd.DataFrame):
        return "DataFrame%s" % (v.shape,)
    if _pd is not None and isinstance(v, _pd.Series):
        return "Series[%s]%s" % (v.dtype, v.shape)
    return None
