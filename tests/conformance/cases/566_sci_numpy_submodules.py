# numpy's usual public submodules, each used once (an import or attribute that fails is
# printed and the next one tried): char, emath, rec, lib.recfunctions,
# lib.stride_tricks, polynomial, ma, fft, testing.
import numpy as np

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("char", lambda: np.char.upper(np.array(["ab", "cd"])))
attempt("emath", lambda: np.emath.sqrt(-4))
attempt("rec", lambda: np.rec.fromrecords([(1, "a"), (2, "b")], names="n,s").n)
def recfunctions():
    from numpy.lib import recfunctions as rfn
    a = np.array([(1, 2.0)], dtype=[("x", "i4"), ("y", "f8")])
    return rfn.structured_to_unstructured(a)
attempt("recfunctions", recfunctions)
def windows():
    from numpy.lib.stride_tricks import sliding_window_view
    return sliding_window_view(np.arange(5), 3).sum(axis=1)
attempt("stride_tricks", windows)
attempt("polynomial", lambda: np.polynomial.Polynomial([1, 2, 3]).deriv())
attempt("polynomial.roots", lambda: np.round(np.polynomial.polynomial.polyroots([-6, 11, -6, 1]), 8))
attempt("ma", lambda: np.ma.masked_invalid(np.array([1.0, np.nan, 3.0])).mean())
attempt("fft", lambda: np.round(np.abs(np.fft.fft([1, 0, -1, 0])), 8))
attempt("testing", lambda: np.testing.assert_allclose([1.0, 2.0], [1.0, 2.0 + 1e-12]))
def import_forms():
    from numpy import char, emath, rec
    from numpy.polynomial import Chebyshev
    import numpy.lib.scimath
    return char.add(["a"], ["b"]), emath.log(-1), rec.__name__, Chebyshev([1, 2])(0.5)
attempt("import forms", import_forms)
