def f():
    return {"a": 1}
f()
