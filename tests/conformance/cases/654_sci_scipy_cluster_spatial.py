# Clustering and distances without sklearn: hierarchical linkage + fcluster, kmeans2
# with a seed, pdist/squareform/cdist, KDTree queries and gaussian_kde.
import numpy as np
from scipy.cluster.hierarchy import linkage, fcluster, dendrogram
from scipy.cluster.vq import kmeans2, whiten
from scipy.spatial.distance import pdist, squareform, cdist
from scipy.spatial import KDTree
from scipy.stats import gaussian_kde

rng = np.random.default_rng(0)
X = np.vstack([rng.normal(0, 0.5, (10, 2)), rng.normal(3, 0.5, (10, 2))])
Z = linkage(X, method="ward")
print(fcluster(Z, t=2, criterion="maxclust"))
d = dendrogram(Z, no_plot=True)
print(d["leaves"][:8], d["ivl"][:3])
centroids, labels = kmeans2(X, 2, seed=1, minit="++")
print(np.round(centroids, 3), labels)
print(np.round(whiten(X)[:2], 4))
print(squareform(pdist(X[:3])).round(3))
print(cdist(X[:2], X[-2:], metric="cityblock").round(3))
tree = KDTree(X)
dist, idx = tree.query([0, 0], k=3)
print(np.round(dist, 4), idx, len(tree.query_ball_point([3, 3], r=0.6)))
kde = gaussian_kde(X[:, 0])
print(np.round(kde([0.0, 1.5, 3.0]), 5), round(kde.factor, 6))
Z[:3].round(4)
