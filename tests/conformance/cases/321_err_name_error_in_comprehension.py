xs = [1, 2, 3]
ys = [x * factor
      for x in xs]
