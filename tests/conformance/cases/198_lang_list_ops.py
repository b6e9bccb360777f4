xs = list(range(10))
a = xs[2:8:2]
b = xs[::-1][:3]
c = xs[-3:]
ys = xs.copy()
del ys[1:4]
ys.insert(0, "head")
ys.remove(7)
ys.append([1])
ys.extend("ab")
alias = ys
alias.append("via alias")
recs = [("b", 1), ("a", 1), ("c", 0)]
recs.sort(key=lambda r: r[1])
zs = [3, 1, 2]
zs.sort(reverse=True)
[a, b, c, ys, xs.index(5), [1, 2, 1].count(1), recs, zs, xs[100:], [0] * 3, [[0]] * 2, ys.pop(), ys.pop(0)]
