# A backtracking Sudoku solver with candidate sets (most-constrained cell first), a
# validator, and pretty printing.
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""

def parse(text):
    rows = [line.strip() for line in text.strip().splitlines()]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]

def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]

class Solver:
    def __init__(self, grid):
        self.grid = [row[:] for row in grid]
        self.steps = 0

    def solve(self):
        best = None
        for r in range(9):
            for c in range(9):
                if self.grid[r][c] == 0:
                    cands = candidates(self.grid, r, c)
                    if best is None or len(cands) < len(best[2]):
                        best = (r, c, cands)
        if best is None:
            return True
        r, c, cands = best
        for d in cands:
            self.steps += 1
            self.grid[r][c] = d
            if self.solve():
                return True
        self.grid[r][c] = 0
        return False

def valid(grid):
    groups = [row for row in grid] + [list(col) for col in zip(*grid)]
    groups += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(g) == list(range(1, 10)) for g in groups)

def show(grid):
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        chunks = [" ".join(str(d) if d else "." for d in row[i:i + 3]) for i in (0, 3, 6)]
        lines.append(" | ".join(chunks))
    return "\n".join(lines)

grid = parse(PUZZLE)
print(show(grid))
print("clues:", sum(d != 0 for row in grid for d in row), "candidates at (0,2):", candidates(grid, 0, 2))
s = Solver(grid)
print("solved:", s.solve(), "valid:", valid(s.grid), "steps:", s.steps)
print(show(s.grid))
bad = [row[:] for row in s.grid]
bad[0][0], bad[0][1] = bad[0][1], bad[0][0]
print("swapped valid:", valid(bad))
result = s.grid[4]
