x = []
for _ in range(100):
    x = [x]
x
