# Assignment expressions: in while loops over chunks, comprehension filters (binding in
# the enclosing scope), any() witnesses, and comprehension scoping rules.
data = list(range(1, 23))
chunks = []
pos = 0
while (chunk := data[pos:pos + 5]):
    chunks.append(sum(chunk))
    pos += 5
print(chunks)
values = [y for x in data if (y := x * x) % 3 == 1]
print(values[:5], y)
if any((hit := w).startswith("b") for w in ["apple", "banana", "cherry"]):
    print("witness", hit)
print([last := n for n in range(3)], last)
import re
for line in ["a=1", "junk", "b = 22"]:
    if (m := re.match(r"(\w+)\s*=\s*(\d+)", line)) is not None:
        print(m.group(1), int(m.group(2)))
print({k: v for k, v in zip("abc", range(3)) if v}, {x % 3 for x in range(10)})
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([(a, b) for a in range(3) for b in range(a)])
gen_total = sum(x for x in range(100) if x % 7 == 0)
print(gen_total, (n := 10) + n)
class K:
    base = 10
    try:
        vals = [base + i for i in range(2)]
    except NameError as e:
        err = str(e)
print(K.err)
