class Abort(BaseException):
    pass
def go():
    raise Abort("hard stop")
try:
    go()
except Exception:
    print("not caught here")
