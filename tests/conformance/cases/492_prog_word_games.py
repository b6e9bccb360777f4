# Word puzzles: BFS word ladder with path reconstruction, anagram groups, palindromes
# and a Boggle-style grid search with DFS, on small built-in word lists.
from collections import defaultdict, deque
import string

WORDS = """cold cord card ward warm word worm corm core care bare bore more mare mark
lead load goad gold golf wolf wold hold hole pole pale sale sole tale tile time""".split()

def ladder(start, goal, words):
    words = set(words) | {goal}
    buckets = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            buckets[w[:i] + "_" + w[i + 1:]].append(w)
    prev = {start: None}
    q = deque([start])
    while q:
        w = q.popleft()
        if w == goal:
            path = []
            while w:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for i in range(len(w)):
            for nxt in sorted(buckets[w[:i] + "_" + w[i + 1:]]):
                if nxt not in prev:
                    prev[nxt] = w
                    q.append(nxt)
    return None

def anagram_groups(words):
    groups = defaultdict(list)
    for w in words:
        groups["".join(sorted(w))].append(w)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g))

def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]

def boggle(grid, words):
    rows, cols = len(grid), len(grid[0])
    prefixes = {w[:i] for w in words for i in range(1, len(w) + 1)}
    found = set()
    def dfs(r, c, path, seen):
        path += grid[r][c]
        if path not in prefixes:
            return
        if path in words:
            found.add(path)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if (dr or dc) and 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen:
                    dfs(nr, nc, path, seen | {(nr, nc)})
    for r in range(rows):
        for c in range(cols):
            dfs(r, c, "", {(r, c)})
    return sorted(found, key=lambda w: (-len(w), w))

print(ladder("cold", "warm", WORDS))
print(ladder("lead", "gold", WORDS))
print(ladder("cold", "time", WORDS), ladder("pale", "xyzw", WORDS))
print(anagram_groups("listen silent enlist inlets google elgoog stone tones notes onset rat tar art".split()))
for s in ["A man, a plan, a canal: Panama", "race a car", "Was it a car or a cat I saw?", ""]:
    print(repr(s), is_palindrome(s))
grid = ["oath", "etae", "ihkr", "iflv"]
print(boggle(grid, {"oath", "pea", "eat", "rain", "hike", "oat", "tea", "ate", "heat"}))
print(sorted(set(string.ascii_lowercase) - set("".join(WORDS)))[:5])
