out = []
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        out.append(n)
evens = []
i = 0
while i < 10:
    i += 1
    if i % 2:
        continue
    evens.append(i)
else:
    evens.append("while-else")
found = None
for x in [1, 3, 5]:
    if x > 10:
        found = x
        break
else:
    found = "none found"
[out, evens, found]
