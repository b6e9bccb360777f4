# scipy's usual subpackages and submodules, each used once (a failure is printed and the
# next one tried): scipy.signal by all three import forms, signal.windows, stats.qmc,
# stats.contingency, sparse.csgraph, spatial.transform, cluster.hierarchy, fftpack,
# ndimage, linalg.blas, and subpackages as attributes of scipy (loaded on first use).
import numpy as np

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

def signal_import():
    import scipy.signal
    return scipy.signal.find_peaks([0, 3, 1, 4, 0])[0]
attempt("import scipy.signal", signal_import)
def signal_from():
    from scipy import signal
    return np.round(signal.windows.hann(5), 8)
attempt("from scipy import signal", signal_from)
def signal_attr():
    import scipy
    return scipy.signal.argrelmax(np.array([1, 3, 2, 5, 4]))[0]
attempt("scipy.signal attribute", signal_attr)
def qmc():
    from scipy.stats import qmc
    return np.round(qmc.Sobol(d=2, scramble=False).random(4), 8).tolist()
attempt("stats.qmc", qmc)
def contingency():
    from scipy.stats.contingency import expected_freq
    return expected_freq([[10, 20], [30, 40]]).tolist()
attempt("stats.contingency", contingency)
def csgraph():
    from scipy.sparse import csgraph, csr_matrix
    g = csr_matrix([[0, 1, 4], [0, 0, 2], [0, 0, 0]])
    return csgraph.shortest_path(g, directed=True)[0].tolist()
attempt("sparse.csgraph", csgraph)
def rotation():
    from scipy.spatial.transform import Rotation
    return np.round(Rotation.from_euler("z", 90, degrees=True).apply([1, 0, 0]), 8)
attempt("spatial.transform", rotation)
def hierarchy():
    from scipy.cluster import hierarchy
    z = hierarchy.linkage([[0.0], [1.0], [5.0], [6.0]], "single")
    return hierarchy.fcluster(z, 2, "maxclust").tolist()
attempt("cluster.hierarchy", hierarchy)
def fftpack():
    from scipy import fftpack
    return np.round(fftpack.dct([1.0, 2.0, 3.0]), 8)
attempt("fftpack", fftpack)
def ndimage():
    from scipy import ndimage
    return ndimage.label(np.array([[1, 0, 1], [1, 0, 0], [0, 0, 1]]))[1]
attempt("ndimage", ndimage)
def blas():
    from scipy.linalg import blas
    return blas.ddot(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
attempt("linalg.blas", blas)
def attrs():
    import scipy
    return round(float(scipy.stats.norm.sf(0)), 3), scipy.special.comb(5, 2), scipy.linalg.det([[2.0]])
attempt("subpackage attributes", attrs)
