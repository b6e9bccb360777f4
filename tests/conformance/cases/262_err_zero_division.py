def ratio(a, b):
    return a / b
ratio(1, 0)
