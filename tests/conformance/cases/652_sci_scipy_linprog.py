# Linear programming: a production plan with linprog (HiGHS), its result printed,
# and a small assignment problem with linear_sum_assignment.
import numpy as np
from scipy.optimize import linprog, linear_sum_assignment

# maximise 40x + 30y  s.t. x + y <= 40, 2x + y <= 60, x, y >= 0
c = [-40, -30]
A_ub = [[1, 1], [2, 1]]
b_ub = [40, 60]
res = linprog(c, A_ub=A_ub, b_ub=b_ub, bounds=[(0, None), (0, None)], method="highs")
print(res.status, res.message)
print("x, y =", res.x, "profit =", -res.fun)
print(res.slack, res.ineqlin.marginals)
cost = np.array([[4, 1, 3], [2, 0, 5], [3, 2, 2]])
rows, cols = linear_sum_assignment(cost)
print(list(zip(rows.tolist(), cols.tolist())), cost[rows, cols].sum())
bad = linprog([1, 1], A_ub=[[-1, -1]], b_ub=[-5], bounds=[(0, 1), (0, 1)])
print(bad.status, bad.success, bad.message)
res.x
