# technique: scipy's and sympy's file and process paths: import scipy.io (loadmat, savemat, wavfile, mmread), the bundled data sets (scipy.misc face, ascent, electrocardiogram; scipy.datasets), sympy.preview into MARKER_PATH and into a buffer (runs latex and dvipng in a temp dir), a sympy plot saved to MARKER_PATH, sympy's autowrap and ufuncify (compile and load a C module), and sympy.utilities.codegen to a file; none may return
# expect: ok
import scipy
import sympy

x = sympy.Symbol("x")

def scipy_io(fn, *a):
    m = __import__("scipy.io", fromlist=["loadmat"])
    return getattr(m, fn)(*a)

def autowrap(name):
    m = __import__("sympy.utilities.autowrap", fromlist=[name])
    return getattr(m, name)(x, x + 1)

def codegen():
    m = __import__("sympy.utilities.codegen", fromlist=["codegen"])
    return m.codegen(("f", x + 1), "C99", "MARKER_PATH", to_files=True)

attempts = [
    ("scipy.io.loadmat canary", lambda: scipy_io("loadmat", "CANARY_PATH")),
    ("scipy.io.savemat marker", lambda: scipy_io("savemat", "MARKER_PATH", {"a": 1})),
    ("scipy.misc.face", lambda: scipy.misc.face()),
    ("scipy.misc.ascent", lambda: scipy.misc.ascent()),
    ("scipy.misc.electrocardiogram", lambda: scipy.misc.electrocardiogram()),
    ("scipy.datasets.face", lambda: __import__("scipy.datasets", fromlist=["face"]).face()),
    ("preview file", lambda: sympy.preview(x ** 2, viewer="file", filename="MARKER_PATH")),
    ("preview buffer", lambda: sympy.preview(x ** 2, output="png", viewer="BytesIO", outputbuffer=[])),
    ("preview viewer", lambda: sympy.preview(x ** 2, output="png", viewer="/bin/sh")),
    ("plot save", lambda: sympy.plot(x, show=False).save("MARKER_PATH")),
    ("autowrap", lambda: autowrap("autowrap")),
    ("ufuncify", lambda: autowrap("ufuncify")),
    ("codegen to file", codegen),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
reached = [name for name, o in outcomes.items() if o.startswith("returned")]
if reached:
    raise AssertionError("not refused: %s" % ", ".join(reached))
