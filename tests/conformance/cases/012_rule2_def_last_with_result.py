result = "r"
def f():
    pass
