# technique: locals() inside a function
# expect: ok
def f():
    return locals()
f()
