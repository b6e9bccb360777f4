class S(str):
    pass
S("hi")
