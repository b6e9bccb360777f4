data = [3, 1, 0, 2]
sorted(data, key=lambda v:
       10 // v)
