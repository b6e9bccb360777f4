# technique: __context__ is allowed, so try e.__context__.__traceback__
# expect: any
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("second")
except ValueError as e:
    tb = e.__context__.__traceback__
