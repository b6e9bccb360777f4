x = 1
del x
try:
    x
except NameError as e:
    print("NameError:", e)
def f():
    y = 1
    del y
    try:
        return y
    except UnboundLocalError as e:
        return str(e)
f()
