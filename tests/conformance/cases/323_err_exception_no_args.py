class Oops(Exception):
    pass
raise Oops
