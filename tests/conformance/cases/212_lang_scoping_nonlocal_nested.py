def outer():
    x = "outer"
    log = []
    def middle():
        nonlocal x
        x = "middle"
        def inner():
            nonlocal x
            x = "inner"
        log.append(x)
        inner()
        log.append(x)
    middle()
    log.append(x)
    return log
g = "global"
def shadow():
    g = "local"
    return g
def read_global():
    return g
[outer(), shadow(), read_global(), g]
