def attempt(v):
    out = []
    try:
        out.append("try")
        r = 10 / v
    except ZeroDivisionError as e:
        out.append(f"except {e}")
    except TypeError:
        out.append("type error")
    else:
        out.append(f"else {r}")
    finally:
        out.append("finally")
    return out
def finally_return():
    try:
        return "from try"
    finally:
        print("finally runs")
[attempt(2), attempt(0), attempt("x"), finally_return()]
