for result in range(3):
    pass
