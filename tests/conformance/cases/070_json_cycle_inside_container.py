a = [1]
a.append(a)
{"x": a, "y": [a, 2]}
