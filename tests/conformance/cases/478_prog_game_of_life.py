# Conway's Game of Life on a set of live cells and on a fixed toroidal grid class:
# a glider's evolution, a blinker's period, and population counts.
from collections import Counter

def step(live):
    counts = Counter((x + dx, y + dy) for x, y in live
                     for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}

def render(live, w, h):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(w)) for y in range(h))

class Grid:
    def __init__(self, rows):
        self.cells = [[ch == "#" for ch in row] for row in rows]
        self.h, self.w = len(rows), len(rows[0])
        self.generation = 0

    def neighbours(self, r, c):
        return sum(self.cells[(r + dr) % self.h][(c + dc) % self.w]
                   for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)

    def tick(self):
        self.cells = [[(n := self.neighbours(r, c)) == 3 or (n == 2 and self.cells[r][c])
                       for c in range(self.w)] for r in range(self.h)]
        self.generation += 1
        return self

    @property
    def population(self):
        return sum(map(sum, self.cells))

    def __str__(self):
        return "\n".join("".join("#" if v else "." for v in row) for row in self.cells)

glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
state = glider
for gen in range(5):
    print(f"gen {gen}:")
    print(render(state, 6, 6))
    state = step(state)
four = glider
for _ in range(4):
    four = step(four)
print("glider moved by (1, 1) after 4 steps:", four == {(x + 1, y + 1) for x, y in glider})
g = Grid([".....", "..#..", "..#..", "..#..", "....."])
periods = []
for _ in range(4):
    periods.append(str(g))
    g.tick()
print(periods[0] == periods[2], periods[1] == periods[3], periods[0] != periods[1], g.generation, g.population)
print(g)
acorn = {(1, 0), (3, 1), (0, 2), (1, 2), (4, 2), (5, 2), (6, 2)}
pops = []
s = acorn
for _ in range(60):
    s = step(s)
    pops.append(len(s))
print(pops[::10], max(pops), min(x for x, _ in s), max(y for _, y in s))
