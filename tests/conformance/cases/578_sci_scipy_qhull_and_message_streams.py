# scipy's routines that report through a MessageStream (a temporary file in scipy's build,
# a stream in memory in the sandbox): Qhull's Delaunay, ConvexHull, Voronoi,
# HalfspaceIntersection and what uses them (griddata, LinearNDInterpolator), a Qhull
# error with its message, minimize(method="trust-krylov") and stats.sampling.
import numpy as np
from scipy import stats
from scipy.interpolate import LinearNDInterpolator, griddata
from scipy.optimize import minimize
from scipy.spatial import ConvexHull, Delaunay, HalfspaceIntersection, Voronoi
from scipy.stats.sampling import NumericalInverseHermite

rng = np.random.default_rng(0)
pts = rng.random((30, 2))
tri = Delaunay(pts)
print(tri.simplices.shape, tri.find_simplex([[0.5, 0.5], [2.0, 2.0]]))
hull = ConvexHull(pts)
print(round(hull.volume, 6), round(hull.area, 6), sorted(hull.vertices.tolist()))
vor = Voronoi(pts)
print(len(vor.regions), vor.vertices.shape)
z = pts[:, 0] + 2 * pts[:, 1]
print(griddata(pts, z, [(0.5, 0.5), (0.3, 0.7)], method="linear").round(6))
print(griddata(pts, z, (0.5, 0.5), method="cubic").round(6))
print(LinearNDInterpolator(pts, z)(0.4, 0.6).round(6))
for bad in ([[0, 0], [1, 1], [2, 2]], [[0, 0], [1, 0]]):
    try:
        Delaunay(bad)
    except Exception as e:
        print(type(e).__name__, str(e).split(":")[0], "Qhull" in str(e))
r = minimize(lambda v: (v[0] - 1) ** 2 + (v[1] - 2) ** 2, [0.0, 0.0], method="trust-krylov",
             jac=lambda v: np.array([2 * (v[0] - 1), 2 * (v[1] - 2)]), hess=lambda v: 2 * np.eye(2))
print(r.x.round(6), r.success)
sampler = NumericalInverseHermite(stats.norm(), random_state=1)
print(sampler.rvs(3).round(6))
hs = HalfspaceIntersection(np.array([[-1, 0, 0], [0, -1, 0], [1, 1, -1.0]]), np.array([0.2, 0.2]))
sorted(np.round(hs.intersections, 6).tolist())
