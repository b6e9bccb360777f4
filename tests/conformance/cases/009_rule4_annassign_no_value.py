y = 2
x: int
