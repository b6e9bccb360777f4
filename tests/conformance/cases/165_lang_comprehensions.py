words = ["apple", "bob", "kayak", "level", "zebra"]
lst = [w.upper() for w in words if len(w) > 3]
dct = {w: len(w) for w in words}
st = sorted({len(w) for w in words})
gen = sum(len(w) for w in words)
nested = [(i, j) for i in range(3) for j in range(i)]
matrix = [[r * c for c in range(3)] for r in range(3)]
flat = [x for row in matrix for x in row if x % 2 == 0]
pal = {w for w in words if w == w[::-1]}
[lst, dct, st, gen, nested, matrix, flat, sorted(pal)]
