# scipy.sparse: build CSR/COO matrices, arithmetic, conversion, a sparse solve; the
# result is a sparse matrix (not a scientific value in the contract: its repr string).
import numpy as np
from scipy import sparse
from scipy.sparse import linalg as splinalg

rows = np.array([0, 0, 1, 2, 2])
cols = np.array([0, 2, 1, 0, 2])
data = np.array([4.0, 1.0, 3.0, 1.0, 5.0])
m = sparse.csr_matrix((data, (rows, cols)), shape=(3, 3))
print(m.nnz, m.shape, m.toarray().tolist())
print((m @ np.ones(3)).tolist(), (m.T + m).toarray().diagonal().tolist())
print(sparse.identity(3, format="csr").multiply(m).toarray().tolist())
x = splinalg.spsolve(m.tocsc(), np.array([5.0, 3.0, 6.0]))
print(np.round(x, 10))
coo = m.tocoo()
print(sorted(zip(coo.row.tolist(), coo.col.tolist(), coo.data.tolist())))
print(sparse.issparse(m), type(m).__name__, m.format, repr(m))
m
