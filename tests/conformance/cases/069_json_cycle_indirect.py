a = [1]
b = [a]
a.append(b)
a
