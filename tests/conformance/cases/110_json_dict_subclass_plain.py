class D(dict):
    pass
D(b=1, a=[2, 3])
