x = 1
def g():
    pass
nonlocal x
