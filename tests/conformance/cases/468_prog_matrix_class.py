# A Matrix class with operator overloading: +, -, scalar and matrix products (* and @),
# transpose, determinant by cofactors, inverse with Fractions, equality, indexing, powers.
from fractions import Fraction
from numbers import Number

class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.rows = [list(r) for r in rows]

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __setitem__(self, idx, value):
        i, j = idx
        self.rows[i][j] = value

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __sub__(self, other):
        return self + (-1) * other

    def __mul__(self, other):
        if isinstance(other, Number):
            return Matrix([[other * x for x in row] for row in self.rows])
        return self @ other

    __rmul__ = __mul__

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __pow__(self, k):
        result = Matrix.identity(self.shape[0])
        base = self
        while k:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.rows)])

    T = property(transpose)

    def minor(self, i, j):
        return Matrix([row[:j] + row[j + 1:] for k, row in enumerate(self.rows) if k != i])

    def det(self):
        n, m = self.shape
        if n != m:
            raise ValueError("determinant of a non-square matrix")
        if n == 1:
            return self.rows[0][0]
        if n == 2:
            (a, b), (c, d) = self.rows
            return a * d - b * c
        return sum((-1) ** j * self.rows[0][j] * self.minor(0, j).det() for j in range(n))

    def inverse(self):
        n = self.shape[0]
        aug = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(self.rows)]
        for col in range(n):
            pivot = next((r for r in range(col, n) if aug[r][col] != 0), None)
            if pivot is None:
                raise ZeroDivisionError("matrix is singular")
            aug[col], aug[pivot] = aug[pivot], aug[col]
            pv = aug[col][col]
            aug[col] = [x / pv for x in aug[col]]
            for r in range(n):
                if r != col and aug[r][col] != 0:
                    factor = aug[r][col]
                    aug[r] = [a - factor * b for a, b in zip(aug[r], aug[col])]
        return Matrix([row[n:] for row in aug])

    def __repr__(self):
        return f"Matrix({self.rows})"

    def __str__(self):
        cells = [[str(x) for x in row] for row in self.rows]
        width = max(len(c) for row in cells for c in row)
        return "\n".join("[ " + " ".join(c.rjust(width) for c in row) + " ]" for row in cells)

A = Matrix([[2, 1, 0], [1, 3, 1], [0, 1, 4]])
B = Matrix([[1, 2], [0, 1], [5, -1]])
print(A @ B)
print(A + A == 2 * A, A - A == 0 * A, A.shape, B.T.shape, A[1, 2])
print("det:", A.det(), Matrix([[1, 2], [3, 4]]).det())
inv = A.inverse()
print(inv)
print(A @ inv == Matrix.identity(3))
fib = Matrix([[1, 1], [1, 0]]) ** 30
print("fib(30) =", fib[0, 1])
try:
    A @ Matrix([[1, 2]])
except ValueError as e:
    print("ValueError:", e)
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Matrix([[1], [2, 3]])
except ValueError as e:
    print("ValueError:", e)
A[0, 0] = Fraction(1, 2)
print(repr(A * 2))
result = (B.T @ B).rows
