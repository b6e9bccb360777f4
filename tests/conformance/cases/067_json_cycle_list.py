a = [1]
a.append(a)
a
