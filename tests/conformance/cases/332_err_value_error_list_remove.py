xs = [1, 2]
xs.remove(5)
