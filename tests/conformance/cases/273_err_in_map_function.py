def parse(s):
    return int(s)
vals = ["1", "2", "three"]
list(map(parse, vals))
