# Recursion close to the default limit (1000): as deep as `python3 file.py` allows,
# RecursionError caught and recovered from, then deep recursion again.
def depth(n=1):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
print("max depth", depth())
def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)
print(sum_to(950))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
print(sum_to(900))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
