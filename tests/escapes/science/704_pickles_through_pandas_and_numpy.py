# technique: pickle is not importable, but pandas and numpy unpickle: pd.read_pickle and np.load(allow_pickle=True) of in-memory file objects whose pickles call posix.system (touch MARKER_PATH), builtins.open on the canary, posix.open with O_CREAT on MARKER_PATH and _socket.socket; a .npy object array with the same payload, and pandas' own pickle_compat loader; none may return
# expect: ok
import numpy as np
import pandas as pd
import struct

class Reader:
    def __init__(self, data):
        self.data, self.pos = data, 0
    def read(self, n=-1):
        d = self.data[self.pos:] if n is None or n < 0 else self.data[self.pos:self.pos + n]
        self.pos += len(d)
        return d
    def readline(self, n=-1):
        end = self.data.find(b"\n", self.pos)
        return self.read(-1 if end < 0 else end + 1 - self.pos)
    def readinto(self, b):
        d = self.read(len(b))
        b[:len(d)] = d
        return len(d)
    def seek(self, p, whence=0):
        self.pos = p if whence == 0 else (self.pos + p if whence == 1 else len(self.data) + p)
        return self.pos
    def tell(self):
        return self.pos
    def seekable(self):
        return True
    def readable(self):
        return True
    def close(self):
        pass
    def __iter__(self):
        return iter(self.data.splitlines(True))

def call(module, name, *args):
    """A protocol-0 pickle calling module.name(*args) (str and int arguments)."""
    out = b"c%s\n%s\n(" % (module.encode(), name.encode())
    for a in args:
        out += (b"V%s\n" % a.encode()) if isinstance(a, str) else (b"I%d\n" % a)
    return out + b"tR."

payloads = {
    "system": call("posix", "system", "touch MARKER_PATH"),
    "open canary": call("builtins", "open", "CANARY_PATH"),
    "posix.open marker": call("posix", "open", "MARKER_PATH", 0o101),
    "socket": call("_socket", "socket"),
}
npy_header = "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
npy_header += " " * (63 - len(npy_header) % 64) + "\n"
npy = b"\x93NUMPY\x01\x00" + struct.pack("<H", len(npy_header)) + npy_header.encode()
attempts = []
for what, p in payloads.items():
    attempts.append(("read_pickle " + what, lambda p=p: pd.read_pickle(Reader(p), compression=None)))
    attempts.append(("np.load " + what, lambda p=p: np.load(Reader(p), allow_pickle=True)))
    attempts.append(("np.load .npy " + what, lambda p=p: np.load(Reader(npy + p), allow_pickle=True)))
    attempts.append(("pickle_compat " + what,
                     lambda p=p: pd.compat.pickle_compat.load(Reader(p))))
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
reached = [name for name, o in outcomes.items() if o.startswith("returned")]
if reached:
    raise AssertionError("not refused: %s" % ", ".join(reached))
