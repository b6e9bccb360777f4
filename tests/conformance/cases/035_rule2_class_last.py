result = "x"
class C:
    pass
