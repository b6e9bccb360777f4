# Backtracking classics: N-queens counts and a board, permutations and combinations by
# recursion (checked against itertools), subsets summing to a target, and generating
# balanced parentheses.
import itertools

def n_queens(n):
    solutions = []
    cols, diag1, diag2, placed = set(), set(), set(), []
    def place(row):
        if row == n:
            solutions.append(placed[:])
            return
        for c in range(n):
            if c in cols or row - c in diag1 or row + c in diag2:
                continue
            cols.add(c); diag1.add(row - c); diag2.add(row + c); placed.append(c)
            place(row + 1)
            cols.discard(c); diag1.discard(row - c); diag2.discard(row + c); placed.pop()
    place(0)
    return solutions

def board(solution):
    n = len(solution)
    return "\n".join(" ".join("Q" if c == col else "." for c in range(n)) for col in solution)

def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out

def combinations(items, k, start=0, prefix=None):
    prefix = prefix or []
    if len(prefix) == k:
        return [prefix]
    out = []
    for i in range(start, len(items)):
        out += combinations(items, k, i + 1, prefix + [items[i]])
    return out

def subset_sums(nums, target):
    out = []
    def go(i, chosen, total):
        if total == target:
            out.append(chosen[:])
        if total >= target or i == len(nums):
            return
        for j in range(i, len(nums)):
            if j > i and nums[j] == nums[j - 1]:
                continue
            chosen.append(nums[j])
            go(j + 1, chosen, total + nums[j])
            chosen.pop()
    go(0, [], 0)
    return out

def parens(n):
    out = []
    def go(s, open_, close):
        if len(s) == 2 * n:
            out.append(s)
            return
        if open_ < n:
            go(s + "(", open_ + 1, close)
        if close < open_:
            go(s + ")", open_, close + 1)
    go("", 0, 0)
    return out

print([len(n_queens(n)) for n in range(1, 9)])
first = n_queens(8)[0]
print(first)
print(board(first))
perms = permutations([1, 2, 3, 4])
print(len(perms), perms[:3], perms == [list(p) for p in itertools.permutations([1, 2, 3, 4])])
combs = combinations(list("abcde"), 3)
print(len(combs), ["".join(c) for c in combs][:4], combs == [list(c) for c in itertools.combinations("abcde", 3)])
print(subset_sums(sorted([10, 1, 2, 7, 6, 1, 5]), 8))
print(parens(3), len(parens(5)))
