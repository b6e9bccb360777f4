if True:
    x = 5
