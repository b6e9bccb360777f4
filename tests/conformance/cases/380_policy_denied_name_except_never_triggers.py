# Denied names in handlers that never run, in a try's else that is skipped, and in a
# with-block exit path that is never taken.
import contextlib

def risky(n):
    return 10 // n

try:
    value = risky(2)
except ZeroDivisionError as e:
    print(e.__traceback__.tb_frame.f_globals)
except (KeyError, IndexError) as e:
    print(e.__traceback__.tb_frame.f_locals)
else:
    print("else ran", value)

try:
    risky(0)
except ZeroDivisionError as e:
    print("caught", type(e).__name__, e.__traceback__.tb_lineno > 0)
else:
    print(risky.__code__)
finally:
    print("finally ran")

@contextlib.contextmanager
def guard():
    try:
        yield "inside"
    except Exception as e:
        print(e.__traceback__.tb_frame.f_back)
        raise

with guard() as g:
    print(g)
print("done")
