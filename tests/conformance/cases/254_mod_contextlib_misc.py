import contextlib
class Res:
    def __init__(self, n):
        self.n = n
    def close(self):
        print("closed", self.n)
with contextlib.closing(Res(1)) as r:
    print("using", r.n)
@contextlib.contextmanager
def transaction(log):
    log.append("begin")
    try:
        yield log
    except ValueError as e:
        log.append(f"rollback: {e}")
    else:
        log.append("commit")
log = []
with transaction(log):
    log.append("work")
with transaction(log):
    raise ValueError("bad row")
class Dec(contextlib.ContextDecorator):
    def __enter__(self):
        print("dec enter")
    def __exit__(self, *a):
        print("dec exit")
@Dec()
def decorated():
    print("inside decorated")
decorated()
log
