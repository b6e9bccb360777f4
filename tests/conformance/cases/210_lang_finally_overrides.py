def f():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("finally", i)
    return i
def h():
    try:
        return "try"
    finally:
        print("h finally")
[f(), g(), h()]
