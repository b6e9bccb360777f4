#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every system call, from native code inside a locked-down worker, through MCP.

The security model (issue 14) assumes a worker is fully compromised after its lockdown:
it may run native code and make any system call with any arguments. This test gives it
exactly that: the test-hooks worker with --test-no-python-layer exposes _safepy_native
(worker/testhooks/native.c: raw syscall(), the i386 int $0x80 gate, buffers for pointer
arguments). Each tools/call runs in a fresh worker locked down exactly as in production
(fds, rlimits, capabilities, no_new_privs, both seccomp filters, namespaces).

What is tried:
  * every x86-64 number 0..599 and a few far ones, with hostile arguments (pointers to
    the canary file's path, to a marker path that must never exist, to sockaddrs of
    listeners the test owns; fds 0..10 and AT_FDCWD; the pids of the supervisor, the
    template, the test itself, 1, 0, -1; SIGKILL/SIGUSR1...). The expected action comes
    from `safepy policy` (never from a copy of the table): allow, errno (exact errno) or
    kill (the WorkerKilled message names the call); numbers the table does not list must
    die by the filter's default. Argument rules (`only_if`) are mirrored: arguments that
    satisfy them return, arguments that violate them kill;
  * the x32 ABI: every number 0..547 with bit 0x40000000: killed;
  * the i386 ABI through int $0x80: every number 0..450: killed (skipped, visibly, when
    the kernel has no working int $0x80 at all);
  * a few scenarios around the allowed calls (closing fds, closing the socket, exit,
    rt_sigreturn on a garbage frame, a blocked SIGSYS, every signal blocked, forged
    frames): the supervisor must answer each call exactly once and survive.
Calls expected to return run in batches; each call expected to kill gets its own worker.

Then the guarantees: the canary file's content and the server's environment canary are
in no reply, the canary file is untouched, the marker does not exist, no listener got a
connection, the test process got no signal, no process other than safepy and its
workers ever descended from the server (and none warned of a stray child), the template
is the same process, the supervisor's limits and scheduling are unchanged, nothing is
traced, no call was answered twice, and the server still answers a normal call. Started
as root, the template must also run as uid/gid 65534 on the host (sbx_isolate_template).

With --science every call runs in the science template (numpy, pandas, scipy, sympy and
matplotlib loaded, their C code mapped in the worker): its code gets a last comment line
naming numpy (science.py), and "the template" (TPL) is the science template. A science
worker's fork and exit cost more than a plain one's, so the calls expected to kill are
sampled (science_sample(); SAFEPY_NATIVE_FULL=1 runs them all). Skipped (77) where `safepy policy`
does not report numpy available.

Names map to numbers through the kernel headers (asm/unistd_64.h, unistd_x32.h,
unistd_32.h). Run as a script [--science]; SAFEPY names the safepy binary (the workers are
found beside it). Exit status: 0 all passed, 1 a failure, 77 skipped (no test-hooks worker).
SAFEPY_NATIVE_VERBOSE=1 prints every case, not only failures and summaries.
"""
import errno
import json
import os
import re
import resource
import secrets
import shutil
import signal
import socket
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
from mcpclient import MCPClient, MCPError, safepy_path  # noqa: E402
from procs import exe_of, proc_table, status_field  # noqa: E402
import science  # noqa: E402

SCIENCE = science.take_flag()

SAFEPY = os.path.abspath(safepy_path())
BIN_DIR = os.path.dirname(SAFEPY)
WORKER_TESTHOOKS = os.path.join(BIN_DIR, "safepy-worker-testhooks")
ASM = "/usr/include/x86_64-linux-gnu/asm"
VERBOSE = bool(os.environ.get("SAFEPY_NATIVE_VERBOSE"))
SKIP_STATUS = 77

IN_FLIGHT = 24           # tools/call requests sent ahead (the server allows 64 per session)
SILENCE_S = 180.0        # no message at all from the server for this long: fail
SWEEP_DEADLINE_S = 780   # the whole sweep (ctest gives the test 900 s): report before that
BATCH = 60               # cases per batched call (calls expected to return)

# ---- Linux x86-64 constants --------------------------------------------------------
AT_FDCWD = -100
AT_EMPTY_PATH, AT_REMOVEDIR = 0x1000, 0x200
O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_NONBLOCK = 0, 1, 2, 0o100, 0o200, 0o4000
PROT_NONE, PROT_READ, PROT_WRITE, PROT_EXEC = 0, 1, 2, 4
RW, RX, RWX = 3, 5, 7
MAP_SHARED, MAP_PRIVATE, MAP_FIXED, MAP_ANON = 0x1, 0x2, 0x10, 0x20
MAP_NORESERVE, MAP_POPULATE, MAP_STACK, MAP_HUGETLB = 0x4000, 0x8000, 0x20000, 0x40000
ANON = MAP_PRIVATE | MAP_ANON
MREMAP_MAYMOVE, MREMAP_FIXED, MREMAP_DONTUNMAP = 1, 2, 4
MADV = {"MADV_NORMAL": 0, "MADV_RANDOM": 1, "MADV_SEQUENTIAL": 2, "MADV_WILLNEED": 3,
        "MADV_DONTNEED": 4, "MADV_FREE": 8, "MADV_REMOVE": 9, "MADV_DONTFORK": 10, "MADV_DOFORK": 11,
        "MADV_MERGEABLE": 12, "MADV_UNMERGEABLE": 13, "MADV_HUGEPAGE": 14, "MADV_NOHUGEPAGE": 15,
        "MADV_DONTDUMP": 16, "MADV_DODUMP": 17, "MADV_WIPEONFORK": 18, "MADV_KEEPONFORK": 19,
        "MADV_COLD": 20, "MADV_PAGEOUT": 21, "MADV_POPULATE_READ": 22, "MADV_POPULATE_WRITE": 23,
        "MADV_COLLAPSE": 25}
# Advice tried against a madvise rule when the rule does not name it (harmless on the
# test's own page if a filter let it through).
MADV_HOSTILE = ["MADV_WILLNEED", "MADV_REMOVE", "MADV_DONTFORK", "MADV_MERGEABLE", "MADV_HUGEPAGE",
                "MADV_DONTDUMP", "MADV_WIPEONFORK", "MADV_PAGEOUT", "MADV_POPULATE_WRITE"]
FUTEX_WAIT, FUTEX_WAKE, FUTEX_FD, FUTEX_CMP_REQUEUE, FUTEX_WAKE_OP = 0, 1, 2, 4, 5
FUTEX_LOCK_PI, FUTEX_WAIT_BITSET, FUTEX_WAKE_BITSET = 6, 9, 10
FUTEX_PRIVATE, FUTEX_CLOCK_REALTIME = 128, 256
GRND_NONBLOCK, GRND_RANDOM, GRND_INSECURE = 1, 2, 4
SCHED_OTHER, SCHED_FIFO, SCHED_IDLE, SCHED_RESET_ON_FORK = 0, 1, 5, 0x40000000
SIGKILL, SIGUSR1, SIGUSR2, SIGTERM = 9, 10, 12, 15
SIGSEGV, SIGCHLD, SIGXCPU, SIGSYS = 11, 17, 24, 31
CLONE_VM, CLONE_FS, CLONE_FILES, CLONE_SIGHAND = 0x100, 0x200, 0x400, 0x800
CLONE_VFORK, CLONE_PARENT, CLONE_THREAD, CLONE_NEWNS = 0x4000, 0x8000, 0x10000, 0x20000
CLONE_SYSVSEM, CLONE_SETTLS, CLONE_PARENT_SETTID = 0x40000, 0x80000, 0x100000
CLONE_CHILD_CLEARTID, CLONE_NEWUSER, CLONE_NEWNET = 0x200000, 0x10000000, 0x40000000
PTHREAD_FLAGS = (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
                 CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)
PTRACE_TRACEME, PTRACE_ATTACH, PTRACE_SEIZE = 0, 16, 0x4206
TIOCSTI, TIOCGWINSZ, FIONREAD, FIONBIO = 0x5412, 0x5413, 0x541B, 0x5421
F_DUPFD, F_SETFD, F_SETFL, F_SETOWN, F_SETSIG = 0, 2, 4, 8, 10
RLIMIT_CPU, RLIMIT_NPROC, RLIMIT_NOFILE, RLIMIT_AS = 0, 6, 7, 9
SIG_BLOCK, SIG_SETMASK = 0, 2
BAD = -1                 # a pointer no process can read (EFAULT), an fd no process has
X32 = 0x40000000
HI = 1 << 32             # a 64-bit argument whose low 32 bits look allowed
FDS = list(range(11)) + [AT_FDCWD]
OTHER_FDS = [fd for fd in FDS if fd != 3]

SECCOMP_NAMED = "killed by the seccomp filter: system call %s is not allowed"
SECCOMP_DEFAULT = "killed by the seccomp filter: a system call outside the allowlist"
SUBREAPER_WARNING = "which is not one of its workers"


def cpu_clock(pid, thread=False):
    """The CPU clock id of another process (or its main thread): (~pid << 3) | 2 (6)."""
    v = ((~pid << 3) | (6 if thread else 2)) & 0xffffffff
    return v - (1 << 32) if v >= 1 << 31 else v


# ---- reporting ---------------------------------------------------------------------
class Report:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.n = 0
        self.failures = []

    def check(self, ok, desc, detail=""):
        self.n += 1
        if ok:
            self.passed += 1
            if VERBOSE:
                print("ok %d - %s" % (self.n, desc), flush=True)
        else:
            self.failed += 1
            self.failures.append(desc)
            print("not ok %d - %s%s" % (self.n, desc, " # " + detail if detail else ""), flush=True)
        return ok

    def note(self, text):
        print("# " + text, flush=True)


R = Report()


# ---- names and numbers: the kernel headers ------------------------------------------
def parse_unistd(path, x32=False):
    """{name: number} from an asm/unistd_*.h header."""
    out = {}
    pat = (re.compile(r"#define __NR_(\w+)\s+\(__X32_SYSCALL_BIT \+ (\d+)\)") if x32
           else re.compile(r"#define __NR_(\w+)\s+(\d+)\s*$"))
    with open(path) as f:
        for line in f:
            m = pat.match(line.strip())
            if m:
                out[m.group(1)] = int(m.group(2))
    if not out:
        raise RuntimeError("no system call numbers in %s" % path)
    return out


def load_policy():
    out = subprocess.run([SAFEPY, "policy"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if out.returncode != 0:
        raise RuntimeError("`safepy policy` failed (status %d): %s"
                           % (out.returncode, out.stderr.decode("utf-8", "replace").strip()))
    pol = json.loads(out.stdout)
    table = {}
    for s in pol["syscalls"]:
        if s["name"] in table:
            raise RuntimeError("`safepy policy` lists %s twice" % s["name"])
        table[s["name"]] = s
    if not table:
        raise RuntimeError("`safepy policy` lists no system calls")
    return pol, table


def errno_value(name):
    if name == "0":
        return 0
    v = getattr(errno, name, None)
    if not isinstance(v, int):
        raise RuntimeError("`safepy policy` names an unknown errno %r" % name)
    return v


# ---- hostile arguments, by system call name -----------------------------------------
# Strings are symbols the worker resolves (see Prelude): "CANARY" is a pointer to the
# canary file's path, "SUP"/"TPL"/"TEST" the pids of the supervisor, the template and
# this test, "BUF" a scratch buffer, and so on. For calls expected to kill, each tuple
# is one call (the first only, for numbers the table does not list); for calls expected
# to return, every tuple runs (batched).
PIDS = ["SUP", "TPL", "TEST", 1, 0, -1]


def shapes():
    s = {}
    # files by path
    s["open"] = [("CANARY", O_RDONLY), ("CANARY", O_RDWR), ("MARKER", O_CREAT | O_WRONLY | O_EXCL, 0o644),
                 ("SUP_ENVIRON", O_RDONLY), ("SUP_MEM", O_RDWR), ("TPL_MEM", O_RDONLY)]
    s["openat"] = ([(AT_FDCWD, "CANARY", O_RDONLY), (AT_FDCWD, "MARKER", O_CREAT | O_WRONLY | O_EXCL, 0o644),
                    (AT_FDCWD, "SUP_ENVIRON", O_RDONLY), (AT_FDCWD, "SUP_MEM", O_RDWR),
                    (AT_FDCWD, "TPL_MEM", O_RDONLY)] +
                   [(fd, "CANARY", O_RDONLY) for fd in range(11)] + [(fd, "EMPTY", O_RDONLY) for fd in range(11)])
    s["openat2"] = [(AT_FDCWD, "CANARY", "OPEN_HOW", 24), (3, "EMPTY", "OPEN_HOW", 24)]
    s["creat"] = [("MARKER", 0o644)]
    s["stat"] = [("CANARY", "BUF"), ("SUP_ENVIRON", "BUF")]
    s["lstat"] = [("CANARY", "BUF"), ("MARKER", "BUF")]
    s["newfstatat"] = ([(AT_FDCWD, "CANARY", "BUF", 0)] +
                       [(fd, "EMPTY", "BUF", AT_EMPTY_PATH) for fd in FDS])
    s["fstat"] = [(fd, "BUF") for fd in FDS]
    s["statx"] = [(AT_FDCWD, "CANARY", 0, 0xfff, "BUF"), (3, "EMPTY", AT_EMPTY_PATH, 0xfff, "BUF")]
    s["access"] = [("CANARY", 4), ("MARKER", 0)]
    s["faccessat"] = [(AT_FDCWD, "CANARY", 4)] + [(fd, "CANARY", 4) for fd in range(11)]
    s["faccessat2"] = [(AT_FDCWD, "CANARY", 4, 0), (AT_FDCWD, "TMPDIR", 2, 0)]
    s["readlink"] = [("SUP_CWD", "BUF", 4096), ("SUP_EXE", "BUF", 4096)]
    s["readlinkat"] = [(AT_FDCWD, "SUP_CWD", "BUF", 4096)] + [(fd, "EMPTY", "BUF", 4096) for fd in FDS]
    s["getcwd"] = [("BUF", 4096), (BAD, 4096)]
    s["getdents64"] = [(fd, "BUF", 4096) for fd in FDS]
    s["getdents"] = [(3, "BUF", 4096)]
    s["mkdir"] = [("MARKER", 0o755)]
    s["mkdirat"] = [(AT_FDCWD, "MARKER", 0o755)] + [(fd, "MARKER", 0o755) for fd in range(11)]
    s["unlink"] = [("CANARY",)]
    s["unlinkat"] = [(AT_FDCWD, "CANARY", 0), (AT_FDCWD, "TMPDIR", AT_REMOVEDIR)]
    s["rmdir"] = [("TMPDIR",)]
    s["rename"] = [("CANARY", "MARKER")]
    s["renameat"] = [(AT_FDCWD, "CANARY", AT_FDCWD, "MARKER")]
    s["renameat2"] = [(AT_FDCWD, "CANARY", AT_FDCWD, "MARKER", 0),
                      (AT_FDCWD, "CANARY", AT_FDCWD, "TMPDIR", 2)]  # RENAME_EXCHANGE
    s["link"] = [("CANARY", "MARKER")]
    s["linkat"] = [(AT_FDCWD, "CANARY", AT_FDCWD, "MARKER", 0)]
    s["symlink"] = [("CANARY", "MARKER")]
    s["symlinkat"] = [("CANARY", AT_FDCWD, "MARKER")]
    s["chdir"] = [("TMPDIR",), ("ROOT",)]
    s["fchdir"] = [(fd,) for fd in FDS]
    s["chroot"] = [("TMPDIR",)]
    s["chmod"] = [("CANARY", 0o777)]
    s["fchmod"] = [(fd, 0o777) for fd in FDS]
    s["fchmodat"] = [(AT_FDCWD, "CANARY", 0o777)]
    s["chown"] = [("CANARY", 65534, 65534)]
    s["lchown"] = [("CANARY", 65534, 65534)]
    s["fchown"] = [(3, 65534, 65534)]
    s["fchownat"] = [(AT_FDCWD, "CANARY", 65534, 65534, 0)]
    s["truncate"] = [("CANARY", 0)]
    s["ftruncate"] = [(fd, 0) for fd in FDS]
    s["fsync"] = [(fd,) for fd in FDS]
    s["fdatasync"] = [(fd,) for fd in FDS]
    s["mknod"] = [("MARKER", stat.S_IFREG | 0o644, 0)]
    s["mknodat"] = [(AT_FDCWD, "MARKER", stat.S_IFREG | 0o644, 0)]
    s["utime"] = [("CANARY", 0)]
    s["utimes"] = [("CANARY", 0)]
    s["utimensat"] = [(AT_FDCWD, "CANARY", 0, 0)]
    s["futimesat"] = [(AT_FDCWD, "CANARY", 0)]
    s["statfs"] = [("CANARY", "BUF")]
    s["fstatfs"] = [(3, "BUF")]
    s["uselib"] = [("CANARY",)]
    s["swapon"] = [("CANARY", 0)]
    s["swapoff"] = [("CANARY",)]
    s["acct"] = [("MARKER",)]
    s["inotify_add_watch"] = [(3, "CANARY", 0xfff)]
    s["fanotify_mark"] = [(3, 1, 0x3b, AT_FDCWD, "CANARY")]
    s["name_to_handle_at"] = [(AT_FDCWD, "CANARY", "HANDLE", "BUF", 0)]
    s["open_by_handle_at"] = [(3, "HANDLE", O_RDONLY), (AT_FDCWD, "HANDLE", O_RDONLY)]
    for x in ("setxattr", "lsetxattr"):
        s[x] = [("CANARY", "XATTR", "BUF", 8, 0)]
    for x in ("getxattr", "lgetxattr"):
        s[x] = [("CANARY", "XATTR", "BUF", 64)]
    for x in ("listxattr", "llistxattr"):
        s[x] = [("CANARY", "BUF", 4096)]
    for x in ("removexattr", "lremovexattr"):
        s[x] = [("CANARY", "XATTR")]
    s["fsetxattr"] = [(3, "XATTR", "BUF", 8, 0)]
    s["fgetxattr"] = [(3, "XATTR", "BUF", 64)]
    s["flistxattr"] = [(3, "BUF", 4096)]
    s["fremovexattr"] = [(3, "XATTR")]
    # file systems and mounts
    s["mount"] = [("NONE", "TMPDIR", "TMPFS", 0, 0)]
    s["umount2"] = [("ROOT", 2)]  # MNT_DETACH
    s["pivot_root"] = [("TMPDIR", "TMPDIR")]
    s["fsopen"] = [("TMPFS", 0)]
    s["fsmount"] = [(3, 0, 0)]
    s["fspick"] = [(AT_FDCWD, "ROOT", 0)]
    s["fsconfig"] = [(3, 0, "XATTR", 0, 0)]
    s["open_tree"] = [(AT_FDCWD, "ROOT", 1)]  # OPEN_TREE_CLONE
    s["move_mount"] = [(AT_FDCWD, "TMPDIR", AT_FDCWD, "TMPDIR", 0)]
    s["mount_setattr"] = [(AT_FDCWD, "ROOT", 0, "BUF", 32)]
    s["quotactl"] = [(0x800005, "CANARY", 0, "BUF")]  # Q_GETINFO
    s["quotactl_fd"] = [(3, 0x800005, 0, "BUF")]
    # fds
    s["read"] = [(3, "BUF", 0)]
    s["write"] = [(1, "CANARY", 8)]
    s["pread64"] = [(3, "BUF", 64, 0)]
    s["pwrite64"] = [(3, "BUF", 8, 0)]
    s["readv"] = [(3, "IOV", 1)]
    s["writev"] = [(3, "IOV", 1)]
    s["preadv"] = s["preadv2"] = [(3, "IOV", 1, 0, 0)]
    s["pwritev"] = s["pwritev2"] = [(3, "IOV", 1, 0, 0)]
    s["sendfile"] = [(1, 3, 0, 64)]
    s["copy_file_range"] = [(3, 0, 1, 0, 64, 0)]
    s["splice"] = [(3, 0, 1, 0, 64, 0)]
    s["tee"] = [(3, 1, 64, 0)]
    s["vmsplice"] = [(1, "IOV", 1, 0)]
    s["ioctl"] = ([(fd, TIOCSTI, "CHAR_X") for fd in FDS] +
                  [(3, FIONBIO, "ONE_INT"), (1, TIOCGWINSZ, "BUF"), (3, FIONREAD, "BUF")])
    s["lseek"] = [(fd, 0, 0) for fd in FDS]
    s["fcntl"] = ([(fd, F_DUPFD, 0) for fd in FDS] +
                  [(3, F_SETFL, O_NONBLOCK), (3, F_SETOWN, "SUP"), (3, F_SETSIG, SIGKILL), (3, F_SETFD, 0)])
    s["flock"] = [(3, 2)]
    s["dup"] = [(fd,) for fd in FDS]
    s["dup2"] = [(3, 1), (3, 20), (0, 3), (3, 3)]
    s["dup3"] = [(3, 20, 0), (3, 1, 0o2000000), (0, 3, 0)]
    s["pipe"] = [("BUF",)]
    s["pipe2"] = [("BUF", 0), ("BUF", O_NONBLOCK)]
    s["close_range"] = [(3, 3, 0)]
    s["poll"] = [("POLLFD", 1, 0)]
    s["ppoll"] = [("POLLFD", 1, "TS0", 0, 8)]
    s["select"] = [(4, "BUF", 0, 0, "TV0")]
    s["pselect6"] = [(4, "BUF", 0, 0, "TS0", 0)]
    s["epoll_create"] = [(1,)]
    s["epoll_create1"] = [(0,)]
    s["epoll_ctl"] = [(3, 1, 3, "BUF")]
    s["epoll_wait"] = s["epoll_pwait"] = [(3, "BUF", 1, 0)]
    s["eventfd"] = [(0,)]
    s["eventfd2"] = [(0, 0)]
    s["signalfd"] = s["signalfd4"] = [(-1, "SIGSET_FULL", 8)]
    s["timerfd_create"] = [(1, 0)]
    s["inotify_init"] = [()]
    s["inotify_init1"] = [(0,)]
    s["fanotify_init"] = [(0, 0)]
    s["memfd_create"] = [("MEMFD_NAME", 0)]
    s["memfd_secret"] = [(0,)]
    s["userfaultfd"] = [(0,)]
    s["readahead"] = [(3, 0, 4096)]
    s["fadvise64"] = [(3, 0, 0, 0)]
    s["fallocate"] = [(3, 0, 0, 4096)]
    s["sync_file_range"] = [(3, 0, 0, 0)]
    s["syncfs"] = [(3,)]
    # network and IPC
    s["socket"] = [(2, 1, 0), (1, 1, 0), (16, 3, 0)]  # TCP, Unix stream, netlink
    s["socketpair"] = [(1, 1, 0, "BUF")]
    s["connect"] = [(3, "TCP_SA", "TCP_SA_LEN"), (3, "UNIX_SA", "UNIX_SA_LEN"), (3, "ABS_SA", "ABS_SA_LEN")]
    s["bind"] = [(3, "MARKER_SA", "MARKER_SA_LEN")]
    s["listen"] = [(3, 8)]
    s["accept"] = [(3, "BUF", "LEN_PTR")]
    s["accept4"] = [(3, 0, 0, O_NONBLOCK)]
    s["sendto"] = [(3, "BUF", 8, 0x40, "TCP_SA", "TCP_SA_LEN")]  # MSG_DONTWAIT
    s["sendmsg"] = [(3, "MSGHDR", 0x40)]
    s["sendmmsg"] = [(3, "MSGHDR", 1, 0x40)]
    s["recvmsg"] = [(3, "MSGHDR_RECV", 0x40)]
    s["recvmmsg"] = [(3, "MSGHDR_RECV", 1, 0x40, 0)]
    s["recvfrom"] = [(3, "BUF", 64, 0x40, 0, 0)]
    s["shutdown"] = [(3, 2)]
    s["getsockname"] = s["getpeername"] = [(3, "BUF", "LEN_PTR")]
    s["setsockopt"] = [(3, 1, 2, "ONE_INT", 4)]  # SO_REUSEADDR
    s["getsockopt"] = [(3, 1, 17, "BUF", "LEN_PTR")]  # SO_PEERCRED
    s["shmget"] = [(0, 4096, 0o1600)]
    s["shmat"] = [(0, 0, 0)]
    s["shmctl"] = [(0, 0, 0)]
    s["shmdt"] = [("PAGE_F",)]
    s["semget"] = [(0, 1, 0o1600)]
    s["msgget"] = [(0, 0o1600)]
    s["mq_open"] = [("MQ_NAME", O_CREAT | O_RDWR, 0o600, 0)]
    s["mq_unlink"] = [("MQ_NAME",)]
    # processes, threads and signals
    s["execve"] = [("SH", "ARGV", "ENVP"), ("SAFEPY", "ARGV", "ENVP")]
    s["execveat"] = [(AT_FDCWD, "SH", "ARGV", "ENVP", 0)]
    s["fork"] = [()]
    s["vfork"] = [()]
    s["clone"] = [(SIGCHLD, 0, 0, 0, 0), (CLONE_PARENT | SIGCHLD, 0, 0, 0, 0),
                  (HI | CLONE_PARENT | SIGCHLD, 0, 0, 0, 0), (PTHREAD_FLAGS, "STACK_TOP", "BUF", "BUF", 0),
                  (CLONE_VM | CLONE_VFORK | SIGCHLD, 0, 0, 0, 0),
                  (CLONE_NEWUSER | CLONE_NEWNET | SIGCHLD, 0, 0, 0, 0)]
    s["clone3"] = [("CLONE_ARGS", 88), ("CLONE_ARGS_PARENT", 88)]
    s["kill"] = ([(p, 0) for p in PIDS] +
                 [("TEST", SIGUSR1), ("SUP", SIGKILL), ("TPL", SIGKILL)])
    s["tkill"] = [("SUP", SIGKILL), ("TEST", SIGTERM)]
    s["tgkill"] = [("SUP", "SUP", SIGKILL), ("TEST", "TEST", SIGUSR2), ("TPL", "TPL", SIGKILL)]
    s["rt_sigqueueinfo"] = [("TEST", SIGUSR1, "SIGINFO_USR1"), ("SUP", SIGKILL, "SIGINFO_KILL")]
    s["rt_tgsigqueueinfo"] = [("TEST", "TEST", SIGUSR2, "SIGINFO_USR2")]
    s["pidfd_open"] = [("SUP", 0), ("TPL", 0), ("TEST", 0), (1, 0)]
    s["pidfd_send_signal"] = [(3, SIGKILL, 0, 0)]
    s["pidfd_getfd"] = [(3, 3, 0)]
    s["ptrace"] = [(PTRACE_ATTACH, "SUP", 0, 0), (PTRACE_SEIZE, "TPL", 0, 0),
                   (PTRACE_ATTACH, "TEST", 0, 0), (PTRACE_ATTACH, 1, 0, 0), (PTRACE_TRACEME, 0, 0, 0)]
    s["process_vm_readv"] = [("SUP", "IOV", 1, "RIOV", 1, 0), ("TPL", "IOV", 1, "RIOV", 1, 0)]
    s["process_vm_writev"] = [("SUP", "IOV", 1, "RIOV", 1, 0), ("TPL", "IOV", 1, "RIOV", 1, 0)]
    s["process_madvise"] = [(3, "IOV", 1, MADV["MADV_DONTNEED"], 0)]
    s["process_mrelease"] = [(3, 0)]
    s["kcmp"] = [("SUP", "TPL", 0, 0, 0)]
    s["move_pages"] = [("SUP", 1, "PAGES_ARR", 0, "BUF", 0)]
    s["migrate_pages"] = [("SUP", 64, "MASK", "MASK")]
    s["wait4"] = [(-1, "BUF", 1, 0), ("SUP", "BUF", 1, 0)]  # WNOHANG
    s["waitid"] = [(0, 0, "BUF", 5, 0)]  # P_ALL, WEXITED|WNOHANG
    s["setpgid"] = [(0, "SUP")]
    s["setsid"] = [()]
    s["getpgid"] = s["getsid"] = [("SUP",)]
    s["getpriority"] = [(0, "SUP")]
    s["setpriority"] = [(0, "SUP", 19), (0, "TPL", 19)]
    s["sched_setaffinity"] = [("SUP", 8, "MASK1")]
    s["sched_getaffinity"] = [("SUP", 128, "BUF"), (0, 128, "BUF")]
    s["sched_setparam"] = [("SUP", "PARAM0")]
    s["sched_getparam"] = [("SUP", "BUF")]
    s["sched_getscheduler"] = [("SUP",)]
    s["sched_setattr"] = [("SUP", "SCHED_ATTR_IDLE", 0)]
    s["sched_getattr"] = [("SUP", "BUF", 56, 0)]
    s["sched_rr_get_interval"] = [("SUP", "BUF")]
    s["ioprio_set"] = [(1, "SUP", 7 << 13)]  # IOPRIO_WHO_PROCESS, IOPRIO_CLASS_IDLE
    s["ioprio_get"] = [(1, "SUP")]
    s["get_robust_list"] = [("SUP", "BUF", "BUF2")]
    s["prlimit64"] = [("SUP", RLIMIT_NOFILE, "RLIM_ZERO", "BUF"), (0, RLIMIT_CPU, "RLIM_INF", 0),
                      (0, RLIMIT_AS, "RLIM_INF", "BUF"), ("TPL", RLIMIT_NPROC, "RLIM_ZERO", 0)]
    s["setrlimit"] = [(RLIMIT_CPU, "RLIM_INF"), (RLIMIT_AS, "RLIM_INF"), (RLIMIT_NOFILE, "RLIM_INF")]
    s["getrlimit"] = [(RLIMIT_CPU, "BUF"), (RLIMIT_AS, BAD)]
    s["getrusage"] = [(-1, "BUF")]  # RUSAGE_CHILDREN
    s["rt_sigaction"] = [(SIGSYS, "SIGACT_IGN", 0, 8), (SIGXCPU, "SIGACT_IGN", 0, 8),
                         (SIGSEGV, "SIGACT_IGN", 0, 8), (SIGSYS, 0, "BUF", 8)]
    s["sigaltstack"] = [("STACK_T", 0), (0, "BUF")]
    s["setitimer"] = [(0, "ITV0", "BUF"), (1, "ITV0", 0), (2, "ITV0", 0)]
    s["getitimer"] = [(1, "BUF")]
    s["alarm"] = [(1,)]
    s["pause"] = [()]
    s["rt_sigsuspend"] = [("SIGSET_EMPTY", 8)]
    s["rt_sigtimedwait"] = [("SIGSET_FULL", "BUF", "TS0", 8)]
    s["rt_sigpending"] = [("BUF", 8)]
    s["timer_create"] = [(0, 0, "BUF")]
    s["set_robust_list"] = [("BUF", 24)]
    s["rseq"] = [("BUF", 32, 0, 0x53053053)]
    s["set_tid_address"] = [("BUF",)]
    s["arch_prctl"] = [(0x1002, 0)]  # ARCH_SET_FS 0
    s["set_thread_area"] = s["get_thread_area"] = [("BUF",)]
    # identity and capabilities
    for x in ("getuid", "geteuid", "getgid", "getegid", "getppid"):
        s[x] = [()]
    s["uname"] = [("BUF",)]
    s["sysinfo"] = [("BUF",)]
    s["setuid"] = [(0,)]
    s["setgid"] = [(0,)]
    s["setreuid"] = s["setregid"] = [(0, 0)]
    s["setresuid"] = s["setresgid"] = [(0, 0, 0)]
    s["setfsuid"] = s["setfsgid"] = [(0,)]
    s["setgroups"] = [(1, "ONE_INT")]
    s["capget"] = [("CAP_HDR", "BUF"), ("CAP_HDR_SUP", "BUF")]
    s["capset"] = [("CAP_HDR", "CAP_FULL")]
    # PR_SET_DUMPABLE, PR_SET_PTRACER(ANY), PR_SET_SECCOMP
    s["prctl"] = [(4, 1, 0, 0, 0), (0x59616d61, -1, 0, 0, 0), (22, 2, "FPROG", 0, 0)]
    s["seccomp"] = [(1, 0, "FPROG"), (1, 8, "FPROG")]  # SET_MODE_FILTER (+ NEW_LISTENER)
    s["personality"] = [(0x400000,)]  # READ_IMPLIES_EXEC
    s["unshare"] = [(CLONE_NEWUSER | CLONE_NEWNS,), (CLONE_FILES,)]
    s["setns"] = [(3, 0)]
    s["landlock_create_ruleset"] = [(0, 0, 1)]
    s["landlock_add_rule"] = [(3, 1, "BUF", 0)]
    s["landlock_restrict_self"] = [(3, 0)]
    # memory
    s["mlock"] = [("PAGE_E", 4096)]
    s["mlock2"] = [("PAGE_E", 4096, 0)]
    s["mlockall"] = [(3,)]
    s["munlock"] = [("PAGE_E", 4096)]
    s["msync"] = [("PAGE_F", 4096, 4)]
    s["mincore"] = [("PAGE_F", 4096, "BUF")]
    s["remap_file_pages"] = [("PAGE_F", 4096, 0, 0, 0)]
    s["pkey_mprotect"] = [("PAGE_F", 4096, RWX, 0)]
    s["pkey_alloc"] = [(0, 0)]
    s["mbind"] = [("PAGE_E", 4096, 0, 0, 0, 0)]
    s["set_mempolicy"] = [(0, 0, 0)]
    s["get_mempolicy"] = [("BUF", 0, 0, 0, 0)]
    s["set_mempolicy_home_node"] = [("PAGE_E", 4096, 0, 0)]
    # kernel and machine
    s["bpf"] = [(5, "BPF_ATTR", 128), (0, "BPF_ATTR", 128)]  # PROG_LOAD, MAP_CREATE
    s["perf_event_open"] = [("PERF_ATTR", "SUP", -1, -1, 0)]
    s["io_uring_setup"] = [(8, "URING_PARAMS")]
    s["io_uring_enter"] = [(3, 1, 1, 0, 0, 0)]
    s["io_uring_register"] = [(3, 0, 0, 0)]
    s["io_setup"] = [(8, "BUF")]
    s["keyctl"] = [(0, -4, 0)]  # GET_KEYRING_ID of the user keyring
    s["add_key"] = [("KEY_USER", "KEY_DESC", "BUF", 8, -2)]
    s["request_key"] = [("KEY_USER", "KEY_DESC", 0, 0)]
    s["init_module"] = [("BUF", 64, "EMPTY")]
    s["finit_module"] = [(3, "EMPTY", 0)]
    s["delete_module"] = [("TMPFS", 0)]
    s["kexec_load"] = [(0, 0, 0, 0)]
    s["kexec_file_load"] = [(3, 3, 0, "EMPTY", 0)]
    s["reboot"] = [(0xfee1dead, 672274793, 0, 0)]  # LINUX_REBOOT_CMD_CAD_OFF
    s["syslog"] = [(3, "BUF", 4096)]  # SYSLOG_ACTION_READ_ALL
    s["iopl"] = [(3,)]
    s["ioperm"] = [(0x80, 8, 1)]
    s["modify_ldt"] = [(1, "LDT", 16)]
    s["settimeofday"] = [(0, 0)]
    s["clock_settime"] = [(0, BAD)]
    s["clock_adjtime"] = [(0, "TIMEX")]
    s["adjtimex"] = [("TIMEX",)]
    s["sethostname"] = s["setdomainname"] = [("KEY_DESC", 8)]
    s["vhangup"] = [()]
    s["sync"] = [()]
    s["umask"] = [(0,)]
    s["membarrier"] = [(0, 0, 0)]  # MEMBARRIER_CMD_QUERY
    s["futex_waitv"] = [("BUF", 0, 0, 0, 0)]
    s["restart_syscall"] = [()]
    return s


SHAPES = shapes()
GENERIC = ("CANARY", 3, "BUF", 64, "SUP", 0)   # a path, the socket, a buffer, a pid


def shape_of(name, first_only=False):
    v = SHAPES.get(name) if name else None
    if not v:
        v = [GENERIC]
    return v[:1] if first_only else v


# Allowed calls without an argument rule: harmless arguments the test knows (close, exit,
# exit_group and rt_sigreturn would end or break the worker: they get scenarios of their
# own). A new allowed entry in the table must be taught here.
SAFE_ALLOWED = {
    "brk": [(0,), (1,), (BAD,)],
    "munmap": [("PAGE_D", 4096), (0, 4096), (1, 4096)],
    "gettimeofday": [("BUF", 0), (0, 0), (BAD, 0)],
    "time": [(0,), ("BUF",)],
    "nanosleep": [("TS0", 0), ("TS0", "BUF"), (BAD, 0)],
    "getpid": [()],
    "gettid": [()],
    "sched_yield": [()],
    "rt_sigprocmask": [(SIG_BLOCK, 0, "BUF", 8), (SIG_BLOCK, "SIGSET_EMPTY", 0, 8), (99, "SIGSET_EMPTY", 0, 8)],
    "restart_syscall": [()],
    "getrusage": [(0, "BUF"), (-1, "BUF"), (1, "BUF"), (0, BAD)],  # SELF, CHILDREN, THREAD
    "times": [("BUF",), (0,), (BAD,)],
}
SCENARIO_ALLOWED = {"close", "exit", "exit_group", "rt_sigreturn"}


def rule_cases(text, name):
    """(satisfying argument tuples, violating ones) for a table entry's `only_if` text,
    or None if this test does not know the rule (it must then be taught here)."""
    if text == "fd is the worker's socket" and name == "read":
        sat = [(3, "BUF", 0), (3, BAD, 1)]
        vio = [(fd, "BUF", 1) for fd in OTHER_FDS] + [(HI | 3, "BUF", 0), (-1, "BUF", 1)]
        return sat, vio
    if text == "fd is the socket or /dev/null (1, 2)" and name == "write":
        sat = [(1, "FORGED", "FORGED_LEN"), (2, "FORGED", "FORGED_LEN"), (1, "CANARY", 8), (3, "BUF", 0),
               (3, BAD, 1), (1, BAD, 1)]
        vio = ([(fd, "CANARY", 8) for fd in FDS if fd not in (1, 2, 3)] +
               [(HI | 1, "CANARY", 8), (HI | 3, "BUF", 0), (-1, "CANARY", 8)])
        return sat, vio
    if text == "no PROT_EXEC; private anonymous only" and name == "mmap":
        sat = [(0, 4096, RW, ANON, -1, 0), (0, 4096, PROT_NONE, ANON, -1, 0),
               (0, 4096, PROT_READ, ANON, -1, 0), (0, 1 << 20, RW, ANON | MAP_NORESERVE | MAP_STACK, -1, 0),
               (0, 4096, RW, ANON, 3, 0)]
        vio = [(0, 4096, RX, ANON, -1, 0), (0, 4096, RWX, ANON, -1, 0), (0, 4096, PROT_EXEC, ANON, -1, 0),
               (0, 4096, HI | RX, ANON, -1, 0),
               (0, 4096, RW, MAP_SHARED | MAP_ANON, -1, 0), (0, 4096, PROT_READ, MAP_PRIVATE, 3, 0),
               (0, 4096, PROT_READ, MAP_PRIVATE, 0, 0), (0, 4096, PROT_READ, MAP_SHARED, 0, 0),
               ("PAGE_F", 4096, RW, ANON | MAP_FIXED, -1, 0), (0, 4096, RW, ANON | MAP_POPULATE, -1, 0),
               (0, 2 << 20, RW, ANON | MAP_HUGETLB, -1, 0), (0, 4096, RW, HI | ANON, -1, 0)]
        return sat, vio
    if text == "no PROT_EXEC" and name == "mprotect":
        sat = [("PAGE_A", 4096, PROT_READ), ("PAGE_A", 4096, RW), ("PAGE_A", 4096, PROT_NONE), (0, 0, RW)]
        vio = [("PAGE_A", 4096, RX), ("PAGE_A", 4096, RWX), ("PAGE_A", 4096, PROT_EXEC),
               ("PAGE_A", 4096, HI | PROT_EXEC)]
        return sat, vio
    if text == "MREMAP_MAYMOVE only" and name == "mremap":
        sat = [("PAGE_C", 4096, 8192, MREMAP_MAYMOVE), (0, 0, 0, 0), ("PAGE_B", 4096, 4096, 0)]
        vio = [("PAGE_F", 4096, 4096, MREMAP_MAYMOVE | MREMAP_FIXED, "PAGE_E"),
               ("PAGE_F", 4096, 4096, MREMAP_MAYMOVE | MREMAP_DONTUNMAP),
               ("PAGE_F", 4096, 4096, HI | MREMAP_MAYMOVE)]
        return sat, vio
    if name == "madvise":
        # The advice the text names (e.g. "MADV_DONTNEED or MADV_FREE") is allowed, any
        # other is killed: the published rule is taken at its word.
        named = re.findall(r"MADV_\w+", text)
        rest = re.sub(r"MADV_\w+|\bor\b|\band\b|\bonly\b|[,/ ]", "", text)
        if not named or rest or any(k not in MADV for k in named):
            return None
        sat = [("PAGE_B", 4096, MADV[k]) for k in named]
        vio = [("PAGE_B", 4096, MADV[k]) for k in MADV_HOSTILE if k not in named]
        vio.append(("PAGE_B", 4096, HI | MADV[named[0]]))
        return sat, vio
    if text == "clock ids 0..15" and name in ("clock_gettime", "clock_getres", "clock_nanosleep"):
        def args(cid):
            return (cid, 0, "TS0", 0) if name == "clock_nanosleep" else (cid, "BUF")
        sat = [args(c) for c in range(16)]
        bad = [cpu_clock_sym("SUP"), 16, HI | 1]
        if name == "clock_gettime":
            bad += [cpu_clock_sym("TPL"), cpu_clock_sym("TEST"), cpu_clock_sym("SUP", True),
                    cpu_clock_sym("SUP", u32=True), -6, -1]
        return sat, [args(c) for c in bad]
    if text == "GRND_NONBLOCK at most" and name == "getrandom":
        sat = [("BUF", 16, 0), ("BUF", 16, GRND_NONBLOCK), ("BUF", 0, GRND_NONBLOCK)]
        vio = [("BUF", 16, GRND_RANDOM), ("BUF", 16, GRND_INSECURE),
               ("BUF", 16, GRND_NONBLOCK | GRND_RANDOM), ("BUF", 16, HI | GRND_NONBLOCK)]
        return sat, vio
    if text == "private wait/wake" and name == "futex":
        P = FUTEX_PRIVATE
        sat = [("WORD", FUTEX_WAKE | P, 1), ("WORD", FUTEX_WAIT | P, 1),  # EAGAIN: the word is 0
               ("WORD", FUTEX_WAIT | P, 0, "TS0"),                         # ETIMEDOUT at once
               ("WORD", FUTEX_WAIT | P | FUTEX_CLOCK_REALTIME, 1),
               ("WORD", FUTEX_WAIT_BITSET | P, 1, 0, 0, 0xffffffff),
               ("WORD", FUTEX_WAIT_BITSET | P | FUTEX_CLOCK_REALTIME, 1, 0, 0, 0xffffffff),
               ("WORD", FUTEX_WAKE_BITSET | P, 1, 0, 0, 0xffffffff),
               ("WORD", FUTEX_WAKE_BITSET | P | FUTEX_CLOCK_REALTIME, 1, 0, 0, 0xffffffff)]
        vio = [("WORD", FUTEX_WAIT, 1), ("WORD", FUTEX_WAKE, 1), ("WORD", FUTEX_LOCK_PI | P, 0),
               ("WORD", FUTEX_CMP_REQUEUE | P, 1, 1, "WORD2", 0), ("WORD", FUTEX_WAKE_OP | P, 1, 1, "WORD2", 0),
               ("WORD", FUTEX_FD, 0), ("WORD", HI | FUTEX_WAKE | P, 1)]
        return sat, vio
    if text == "this process, SCHED_IDLE only" and name == "sched_setscheduler":
        # A NULL sched_param: EINVAL, the worker keeps its priority (a real SCHED_IDLE would
        # starve the rest of the batch on a loaded machine).
        sat = [(0, SCHED_IDLE, 0)]
        vio = [("SUP", SCHED_IDLE, "PARAM0"), ("TPL", SCHED_IDLE, "PARAM0"), ("TEST", SCHED_IDLE, "PARAM0"),
               (0, SCHED_FIFO, "PARAM1"), (0, SCHED_OTHER, "PARAM0"),
               (0, SCHED_IDLE | SCHED_RESET_ON_FORK, "PARAM0"), (HI, SCHED_IDLE, 0), (0, HI | SCHED_IDLE, 0)]
        return sat, vio
    return None


def cpu_clock_sym(who, thread=False, u32=False):
    return "CLOCK_%s%s%s" % (who, "_T" if thread else "", "_U32" if u32 else "")


# ---- the code each worker runs ---------------------------------------------------------
# Each call builds only the symbols its arguments name (building all of them costs a
# worker ~10 ms of CPU, and there are a thousand calls). Plain values come from
# prelude_params(): bytes become buffers (their address), ints stay ints; composite ones
# are computed in the worker from the addresses of others.
HEAD = """import _safepy_native as n, struct
B = n.buffer
pk = struct.pack
V = {}
def mm(size):
    r = n.syscall(9, 0, size, 3, 0x22, -1, 0)
    if r[1]:
        raise OSError(r[1], "mmap in the prelude")
    return r[0]
"""
COMPOSITES = {
    "PAGES": 'mm(8 * 4096)',
    "PAGE_A": 'V["PAGES"]',
    "PAGE_B": 'V["PAGES"] + 4096',
    "PAGE_C": 'V["PAGES"] + 2 * 4096',
    "PAGE_D": 'V["PAGES"] + 3 * 4096',
    "PAGE_E": 'V["PAGES"] + 4 * 4096',
    "PAGE_F": 'V["PAGES"] + 5 * 4096',
    "STACK_TOP": 'V["PAGE_E"] + 4096',
    "BUF": 'B(bytes(4096))',
    "BUF2": 'B(bytes(4096))',
    "ARGV": 'B(pk("<4Q", V["SH"], V["DASH_C"], V["CMD"], 0))',
    "ENVP": 'B(pk("<Q", 0))',
    "IOV": 'B(pk("<QQ", V["BUF"], 64))',
    "RIOV": 'B(pk("<QQ", V["BUF"], 64))',
    "CMSG": 'B(pk("<QiiI4x", 20, 1, 1, 3))',
    "MSGHDR": 'B(pk("<QI4xQQQQi4x", V["TCP_SA"], V["TCP_SA_LEN"], V["IOV"], 1, V["CMSG"], 24, 0))',
    "MSGHDR_RECV": 'B(pk("<QI4xQQQQi4x", V["BUF2"], 128, V["IOV"], 1, V["BUF2"] + 256, 256, 0))',
    "STACK_T": 'B(pk("<Qi4xQ", V["BUF2"], 0, 4096))',
    "PAGES_ARR": 'B(pk("<Q", V["PAGE_E"]))',
    "FPROG": 'B(pk("<H6xQ", 1, B(pk("<HBBI", 6, 0, 0, 0x7fff0000))))',
}
CALL = "n.%s(%d, *[V[x] if type(x) is str else x for x in %r])\n"
BATCH_BODY = """C = %r
R = []
for nr, a in C:
    R.append(list(n.syscall(nr, *[V[x] if type(x) is str else x for x in a])))
R
"""


class Prelude:
    def __init__(self, params):
        self.params = params

    def code_for(self, symbols):
        """HEAD plus the lines that define these symbols (and what they are built from)."""
        lines, done = [HEAD], set()

        def define(sym):
            if sym in done:
                return
            done.add(sym)
            if sym in COMPOSITES:
                expr = COMPOSITES[sym]
                for dep in re.findall(r'V\["(\w+)"\]', expr):
                    define(dep)
                lines.append("V[%r] = %s\n" % (sym, expr))
            elif sym in self.params:
                v = self.params[sym]
                lines.append("V[%r] = %s\n" % (sym, "B(%r)" % v if isinstance(v, bytes) else repr(v)))
            else:
                raise KeyError("unknown argument symbol %r" % sym)
        for sym in sorted(symbols):
            define(sym)
        return "".join(lines)


def symbols_of(*arg_lists):
    return {a for args in arg_lists for a in args if isinstance(a, str)}


def prelude_params(ctx):
    """Symbols the prelude turns into values: bytes become buffers (their address)."""
    pk = struct.pack
    tcp = pk("<H", socket.AF_INET) + pk(">H", ctx.tcp_port) + socket.inet_aton("127.0.0.1") + bytes(8)
    unix = pk("<H", socket.AF_UNIX) + ctx.unix_path.encode() + b"\0"
    abstract = pk("<H", socket.AF_UNIX) + b"\0" + ctx.abstract_name.encode()
    marker_sa = pk("<H", socket.AF_UNIX) + ctx.marker.encode() + b"\0"
    forged = ('{"jsonrpc":"2.0","id":"%s","result":{}}\n' % ctx.forged_id).encode()
    p = {
        "FORGED": forged, "FORGED_LEN": len(forged),
        "CANARY": ctx.canary_path.encode(), "MARKER": ctx.marker.encode(), "TMPDIR": ctx.tmp.encode(),
        "EMPTY": b"", "ROOT": b"/", "SH": b"/bin/sh", "DASH_C": b"-c",
        "CMD": ("touch %s; kill -USR1 %d" % (ctx.marker, os.getpid())).encode(),
        "SAFEPY": SAFEPY.encode(), "TMPFS": b"tmpfs", "NONE": b"none", "XATTR": b"user.safepy",
        "MEMFD_NAME": b"safepy", "MQ_NAME": b"/safepy-native", "KEY_USER": b"user",
        "KEY_DESC": b"safepy-native",
        "SUP_ENVIRON": b"/proc/%d/environ" % ctx.sup, "SUP_MEM": b"/proc/%d/mem" % ctx.sup,
        "SUP_CWD": b"/proc/%d/cwd" % ctx.sup, "SUP_EXE": b"/proc/%d/exe" % ctx.sup,
        "TPL_MEM": b"/proc/%d/mem" % ctx.tpl,
        "TCP_SA": tcp, "TCP_SA_LEN": len(tcp), "UNIX_SA": unix, "UNIX_SA_LEN": len(unix),
        "ABS_SA": abstract, "ABS_SA_LEN": len(abstract), "MARKER_SA": marker_sa,
        "MARKER_SA_LEN": len(marker_sa),
        "WORD": bytes(8), "WORD2": bytes(8), "TS0": bytes(16), "TV0": bytes(16), "ITV0": bytes(32),
        "LEN_PTR": pk("<i", 128), "ONE_INT": pk("<i", 1), "CHAR_X": b"x",
        "POLLFD": pk("<ihh", 3, 1, 0),
        "SIGSET_FULL": b"\xff" * 8, "SIGSET_EMPTY": bytes(8), "SIGSET_SYS": pk("<Q", 1 << (SIGSYS - 1)),
        "SIGACT_IGN": pk("<QQQQ", 1, 0x04000000, 0, 0),
        "SIGINFO_USR1": pk("<iii", SIGUSR1, 0, -1) + bytes(116),
        "SIGINFO_USR2": pk("<iii", SIGUSR2, 0, -1) + bytes(116),
        "SIGINFO_KILL": pk("<iii", SIGKILL, 0, -1) + bytes(116),
        "CLONE_ARGS": pk("<11Q", 0, 0, 0, 0, SIGCHLD, 0, 0, 0, 0, 0, 0),
        "CLONE_ARGS_PARENT": pk("<11Q", CLONE_PARENT, 0, 0, 0, SIGCHLD, 0, 0, 0, 0, 0, 0),
        "OPEN_HOW": pk("<QQQ", 0, 0, 0),
        "CAP_HDR": pk("<Ii", 0x20080522, 0), "CAP_HDR_SUP": pk("<Ii", 0x20080522, ctx.sup),
        "CAP_FULL": pk("<6I", *[0xffffffff] * 6),
        "RLIM_INF": pk("<QQ", 2**64 - 1, 2**64 - 1), "RLIM_ZERO": bytes(16),
        "HANDLE": pk("<Ii", 128, 0) + bytes(128),
        "PARAM0": pk("<i", 0), "PARAM1": pk("<i", 1),
        "SCHED_ATTR_IDLE": pk("<IIQiIQQQ", 56, SCHED_IDLE, 0, 0, 0, 0, 0, 0),
        "MASK": b"\xff" * 128, "MASK1": pk("<Q", 1),
        "PERF_ATTR": pk("<II", 0, 128) + bytes(120), "BPF_ATTR": bytes(128), "URING_PARAMS": bytes(120),
        "TIMEX": bytes(208), "LDT": bytes(16),
        "SUP": ctx.sup, "TPL": ctx.tpl, "TEST": os.getpid(),
    }
    for who, pid in (("SUP", ctx.sup), ("TPL", ctx.tpl), ("TEST", os.getpid())):
        p[cpu_clock_sym(who)] = cpu_clock(pid)
        p[cpu_clock_sym(who, True)] = cpu_clock(pid, True)
        p[cpu_clock_sym(who, u32=True)] = cpu_clock(pid) & 0xffffffff
    return p


# ---- cases -------------------------------------------------------------------------------
class Case:
    """One system call. expect: ("allow",), ("errno", E), ("kill", name or None),
    ("passthrough",) (a number the kernel runs without asking seccomp), ("i386",)."""

    def __init__(self, abi, nr, args, desc, expect, kind):
        self.abi, self.nr, self.args, self.desc, self.expect = abi, nr, tuple(args), desc, expect
        self.kind = kind  # for the summary: which part of the policy the case exercises

    @property
    def batchable(self):
        return self.expect[0] in ("allow", "errno")

    def code(self, prelude):
        return prelude.code_for(symbols_of(self.args)) + CALL % (
            "int80" if self.abi == "i386" else "syscall", self.nr, self.args)


def fmt_args(args):
    return ", ".join(a if isinstance(a, str) else (hex(a) if abs(a) > 4096 else str(a)) for a in args)


def build_x86_64_cases(table, nr_by_name, name_by_nr, report_unknown):
    cases = []
    covered = set()
    for name, entry in table.items():
        nr = nr_by_name.get(name)
        if nr is None:
            R.note("table entry %s: not a system call in %s/unistd_64.h, not tried" % (name, ASM))
            continue
        covered.add(nr)
        act = entry["action"]
        label = "%s (%d)" % (name, nr)
        if act == "errno":
            e = errno_value(entry["errno"])
            for a in shape_of(name):
                cases.append(Case("x86_64", nr, a, "%s(%s): errno %s" % (label, fmt_args(a), entry["errno"]),
                                  ("errno", e), "errno entry"))
        elif act == "kill":
            for a in shape_of(name):
                cases.append(Case("x86_64", nr, a, "%s(%s): killed, named" % (label, fmt_args(a)),
                                  ("kill", name), "kill entry"))
        elif act == "allow":
            rule = entry.get("only_if")
            if rule:
                rc = rule_cases(rule, name)
                if rc is None:
                    report_unknown("%s: argument rule %r is unknown to test_native.py (teach rule_cases)"
                                   % (label, rule))
                    continue
                sat, vio = rc
                for a in sat:
                    cases.append(Case("x86_64", nr, a, "%s(%s): allowed by %r" % (label, fmt_args(a), rule),
                                      ("allow",), "rule satisfied"))
                for a in vio:
                    cases.append(Case("x86_64", nr, a, "%s(%s): violates %r, killed" % (label, fmt_args(a), rule),
                                      ("kill", None), "rule violated"))
            elif name in SCENARIO_ALLOWED:
                continue  # see scenarios()
            elif name in SAFE_ALLOWED:
                for a in SAFE_ALLOWED[name]:
                    cases.append(Case("x86_64", nr, a, "%s(%s): allowed" % (label, fmt_args(a)), ("allow",),
                                      "allow entry"))
            else:
                report_unknown("%s: allowed without a rule, and test_native.py knows no harmless "
                               "arguments for it (teach SAFE_ALLOWED)" % label)
        else:
            report_unknown("%s: unknown action %r in `safepy policy`" % (label, act))
    # Every other number: the filter's default. 335 and 336 (uretprobe, uprobe) are run by
    # x86-64 kernels >= 6.14 / 6.16 without consulting seccomp; outside a uprobe trampoline
    # they can only raise SIGILL or fail with ENXIO (same knowledge as try_syscall.c).
    far = [1000, 4095, 0x3fffffff, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff]
    for nr in list(range(600)) + far:
        if nr in covered:
            continue
        name = name_by_nr.get(nr)
        label = "%s (%d)" % (name, nr) if name else "%d (no name in unistd_64.h)" % nr
        a = shape_of(name, first_only=True)[0]
        if nr in (335, 336):
            cases.append(Case("x86_64", nr, a, "%s(%s): not in the table; uprobe family, run by the "
                              "kernel without seccomp" % (label, fmt_args(a)), ("passthrough",),
                              "kernel passthrough"))
            continue
        cases.append(Case("x86_64", nr, a, "%s(%s): not in the table, killed by default" % (label, fmt_args(a)),
                          ("kill", None), "not in the table"))
    # The number's upper 32 bits: the kernel and the filter both read the low 32 only, so
    # they must agree on the action of the low number.
    def alias(name, args):
        e = table[name]
        nr = nr_by_name[name]
        exp = ({"allow": ("allow",), "kill": ("kill", name)}.get(e["action"]) or
               ("errno", errno_value(e.get("errno", "0"))))
        cases.append(Case("x86_64", HI | nr, args, "%s with bit 32 set in the number (0x%x): as %s"
                          % (name, HI | nr, name), exp, "number bit 32"))
    for name, args in (("getpid", ()), ("kill", ("TEST", 0)), ("openat", (AT_FDCWD, "CANARY", O_RDONLY))):
        if name in table and name in nr_by_name and not table[name].get("only_if"):
            alias(name, args)
    return cases


def build_x32_cases(x32_names):
    by_nr = {v: k for k, v in x32_names.items()}
    out = []
    for nr in range(548):
        name = by_nr.get(nr)
        a = shape_of(name, first_only=True)[0]
        out.append(Case("x32", X32 | nr, a, "x32 %s (0x%x)(%s): killed (wrong ABI)"
                        % (name or "unallocated", X32 | nr, fmt_args(a)), ("kill", None), "wrong ABI"))
    return out


def build_i386_cases(i386_names):
    by_nr = {v: k for k, v in i386_names.items()}
    out = []
    for nr in range(451):
        name = by_nr.get(nr)
        a = shape_of(name, first_only=True)[0][:5]
        out.append(Case("i386", nr, a, "i386 %s (%d)(%s) through int $0x80: killed (wrong architecture)"
                        % (name or "unallocated", nr, fmt_args(a)), ("kill", None), "wrong architecture"))
    return out


# ---- the server, its processes, the listeners ----------------------------------------------
class Server(MCPClient):
    """MCPClient whose stderr goes to a file and which keeps every stdout line."""

    def __init__(self, argv, env, stderr_path):
        self.lines = []
        self._stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, env=env)
        self._buf = b""
        self._next_id = 1
        self.pending = {}
        self.notifications = []
        r = self.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                        "clientInfo": {"name": "safepy-native", "version": "0"}},
                         timeout=SILENCE_S)
        if "result" not in r:
            raise MCPError("initialize failed: %r" % (r,))
        self.notify("notifications/initialized")

    def read_line(self, timeout=30.0):
        line = super().read_line(timeout)
        if line is not None:
            self.lines.append(line)
        return line

    def start(self, method, params=None, id=None):
        if SCIENCE and method == "tools/call":  # every call to the science template
            params = science.route_params(params)
        return super().start(method, params, id)

    def shutdown(self):
        try:
            if self.proc.poll() is None:
                self.close(timeout=30)
        except Exception:
            self.proc.kill()
            self.proc.wait()
        finally:
            self._stderr.close()





# --science: each call expected to kill needs a fresh worker (a science worker's fork and
# exit cost ~0.1 s of CPU: the whole sweep takes about two minutes more). Both templates
# compile the same table into the same filter (sbx_prepare_filter), and the plain run
# sweeps every number. Here: every call expected to return (batched, cheap), every
# scenario and every argument rule violated; one in KILL_EVERY of the entries that kill,
# and one in DEFAULT_EVERY of the numbers the filter's default answers (not in the table,
# x32, i386), the far ones always. SAFEPY_NATIVE_FULL=1: the whole sweep.
SCIENCE_RULE_EVERY = 1
SCIENCE_KILL_EVERY = 2
SCIENCE_DEFAULT_EVERY = 16
SCIENCE_FULL = bool(os.environ.get("SAFEPY_NATIVE_FULL"))


def science_sample(cases):
    if SCIENCE_FULL:
        return list(cases)
    seen, out = {}, []
    for c in cases:
        every = {"rule violated": SCIENCE_RULE_EVERY, "kill entry": SCIENCE_KILL_EVERY,
                 "not in the table": SCIENCE_DEFAULT_EVERY,
                 "wrong ABI": SCIENCE_DEFAULT_EVERY, "wrong architecture": SCIENCE_DEFAULT_EVERY}.get(c.kind)
        i = seen.get(c.kind, 0)
        seen[c.kind] = i + 1
        if every is None or i % every == 0 or (c.abi == "x86_64" and c.nr >= 1000):
            out.append(c)
    return out


def find_template(sup, deadline):
    """The template: the supervisor's child running the worker program under one seccomp
    filter (a worker adds a second one); with --science, the science template (the other
    one is up too)."""
    seen = None
    while time.monotonic() < deadline:
        found = []
        for pid, (ppid, _, comm, _, _) in proc_table().items():
            prog = os.path.basename(exe_of(pid) or comm)  # exe is unreadable without privileges
            if ppid == sup and status_field(pid, "Seccomp_filters") == "1" and prog.startswith("safepy-worker") \
                    and bool(science.is_science(pid)) == SCIENCE:
                found.append(pid)
        if len(found) == 1:
            return found[0]
        seen = found
        time.sleep(0.05)
    raise RuntimeError("no single template process under the supervisor (found %r)" % (seen,))


class Watcher(threading.Thread):
    """Scans /proc while the sweep runs: every descendant of the server must be its direct
    child and run safepy or a safepy-worker program, single-threaded, and no two locked-down
    workers (two seccomp filters) may share one socket on fd 3 (a worker's fork would)."""

    def __init__(self, sup):
        super().__init__(daemon=True)
        self.sup = sup
        self.stop = threading.Event()
        self.problems = {}
        self.scans = 0
        self.children_seen = set()

    def scan(self):
        procs = proc_table()
        kids = {}
        for pid, (ppid, state, comm, _, _) in procs.items():
            kids.setdefault(ppid, []).append(pid)
        todo = list(kids.get(self.sup, []))
        sockets = {}
        while todo:
            pid = todo.pop()
            todo.extend(kids.get(pid, []))
            ppid, state, comm = procs[pid][:3]
            exe = exe_of(pid)
            what = "pid %d (comm %r, exe %r, parent %d, state %s)" % (pid, comm, exe, ppid, state)
            if ppid != self.sup:
                self.problems.setdefault(("grandchild", pid), "a process the server did not start: " + what)
            if exe is not None:
                ok = os.path.basename(exe).startswith("safepy")
            else:
                ok = comm.startswith("safepy")  # a zombie has no exe
            if not ok:
                self.problems.setdefault(("program", pid), "a program other than safepy: " + what)
            th = status_field(pid, "Threads")
            if th is not None and th != "1" and state != "Z":
                self.problems.setdefault(("threads", pid), "%s threads in %s" % (th, what))
            if state != "Z" and status_field(pid, "Seccomp_filters") == "2":
                try:
                    sockets.setdefault(os.readlink("/proc/%d/fd/3" % pid), []).append(pid)
                except OSError:
                    pass
            self.children_seen.add(pid)
        for sock, pids in sockets.items():
            if len(pids) > 1:
                self.problems.setdefault(("shared", sock), "processes %r share the worker socket %s on "
                                         "fd 3: a worker forked" % (sorted(pids), sock))
        self.scans += 1

    def run(self):
        while not self.stop.is_set():
            try:
                self.scan()
            except (OSError, KeyError, ValueError, IndexError):
                pass  # a process vanished mid-scan: the next scan sees the rest
            self.stop.wait(0.15)


class Ctx:
    pass


# ---- running calls --------------------------------------------------------------------------
class Runner:
    """Sends tools/call requests ahead (IN_FLIGHT at a time) and checks each gets exactly
    one answer."""

    def __init__(self, server):
        self.s = server
        self.answered = set()
        self.calls = 0

    def run_all(self, jobs, deadline):
        """jobs: [(key, arguments)]; returns {key: tools/call result or error message}."""
        out = {}
        inflight = {}
        it = iter(jobs)
        more = True
        while more or inflight:
            while more and len(inflight) < IN_FLIGHT:
                try:
                    key, arguments = next(it)
                except StopIteration:
                    more = False
                    break
                rid = self.s.start("tools/call", {"name": "run_python", "arguments": arguments})
                inflight[json.dumps(rid)] = key
                self.calls += 1
            if not inflight:
                break
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the sweep ran past its deadline with %d calls unanswered" % len(inflight))
            m = self.s.read_msg(timeout=min(left, SILENCE_S))
            if m is None:
                raise MCPError("the server closed stdout with %d calls unanswered" % len(inflight))
            if not isinstance(m, dict) or "id" not in m or "method" in m:
                self.s.notifications.append(m)
                continue
            k = json.dumps(m["id"])
            if k in self.answered:
                R.check(False, "each call is answered once", "a second answer for id %s: %.300r" % (k, m))
                continue
            if k not in inflight:
                R.check(False, "answers match calls", "an answer for unknown id %s: %.300r" % (k, m))
                continue
            self.answered.add(k)
            out[inflight.pop(k)] = m
        return out


def sc_of(msg):
    """structuredContent of a tools/call answer, or None with a reason."""
    res = msg.get("result")
    if not isinstance(res, dict):
        return None, "not a tools/call result: %.300r" % (msg,)
    sc = res.get("structuredContent")
    if not isinstance(sc, dict):
        return None, "no structuredContent: %.300r" % (res,)
    if bool(res.get("isError")) != (sc.get("error") is not None):
        return None, "isError disagrees with error: %.300r" % (res,)
    return sc, None


def describe(sc):
    err = sc.get("error")
    if err is None:
        return "returned %.200r" % (sc.get("result"),)
    return "%s: %s" % (err.get("type"), err.get("message"))


def judge_kill(case, msg):
    sc, why = sc_of(msg)
    if sc is None:
        return False, why
    err = sc.get("error")
    if err is None:
        return False, "not killed: " + describe(sc)
    if err.get("type") != "WorkerKilled":
        return False, "want WorkerKilled by seccomp, got " + describe(sc)
    name = case.expect[1]
    text = err.get("message", "")
    if name is not None:
        return text == SECCOMP_NAMED % name, "want %r, got %r" % (SECCOMP_NAMED % name, text)
    return text == SECCOMP_DEFAULT, "want %r (the default action), got %r" % (SECCOMP_DEFAULT, text)


def judge_passthrough(case, msg):
    sc, why = sc_of(msg)
    if sc is None:
        return False, why
    err = sc.get("error")
    if err is None:
        res = sc.get("result")
        return res == [-1, errno.ENXIO], "want SIGILL, ENXIO or a seccomp kill, got " + describe(sc)
    text = err.get("message", "")
    ok = err.get("type") == "WorkerKilled" and (text == SECCOMP_DEFAULT or text.startswith(
        "the worker was killed by signal ILL"))
    return ok, "want SIGILL, ENXIO or a seccomp kill, got " + describe(sc)


def judge_batch_item(case, item):
    if not (isinstance(item, list) and len(item) == 2):
        return False, "malformed result %r" % (item,)
    ret, err = item
    if case.expect[0] == "errno":
        want = case.expect[1]
        if want == 0:
            return ret == 0 and err == 0, "want return 0 without running (errno 0 action), got %r" % (item,)
        return (ret, err) == (-1, want), "want -1 %s, got %r (%s)" % (
            errno.errorcode.get(want, want), item, errno.errorcode.get(err, err) if ret == -1 else "success")
    return True, ""


# ---- scenarios: allowed calls that end or disturb the worker -------------------------------------
def scenarios(ctx, table, nr_by_name):
    """[(key, code, extra arguments, judge(sc) -> (ok, detail), description)]"""
    out = []
    pre = ctx.prelude.code_for(set())

    def not_seccomp(sc):
        err = sc.get("error")
        if err is not None and "seccomp" in err.get("message", ""):
            return False, "killed by the filter: " + describe(sc)
        return True, ""

    def error_not_seccomp(sc):
        if sc.get("error") is None:
            return False, "no error although the worker could not answer: " + describe(sc)
        return not_seccomp(sc)

    def seccomp_killed(sc):
        err = sc.get("error")
        ok = err is not None and err.get("type") == "WorkerKilled" and \
            err.get("message", "").startswith("killed by the seccomp filter")
        return ok, "want a seccomp kill, got " + describe(sc)

    def closes(sc):
        if sc.get("error") is not None:
            return False, describe(sc)
        res = sc.get("result")
        ok = isinstance(res, list) and all(r in ([0, 0], [-1, errno.EBADF]) for r in res)
        return ok, "want 0 or EBADF from each close, got %r" % (res,)

    def timed_out(sc):
        err = sc.get("error")
        ok = err is not None and err.get("type") in ("TimeoutError", "CPULimitExceeded")
        return ok, "want TimeoutError, got " + describe(sc)

    def answered(sc):
        return True, ""

    nr = nr_by_name
    allowed = {k for k, e in table.items() if e["action"] == "allow"}
    if "close" in allowed:
        fds = [0, 1, 2] + list(range(4, 11)) + [-1, AT_FDCWD]
        out.append(("close-all", pre + "[list(n.syscall(%d, fd)) for fd in %r]\n" % (nr["close"], fds), {},
                    closes, "close() of every fd but the socket (0-2, 4-10, -1, AT_FDCWD): allowed, "
                    "and the worker still answers"))
        out.append(("close-3", pre + "n.syscall(%d, 3)\n" % nr["close"], {}, error_not_seccomp,
                    "close(3), the worker's own socket: allowed; the supervisor still answers (an error)"))
    for name, status in (("exit", 0), ("exit_group", 0), ("exit_group", 66)):
        if name in allowed:
            out.append(("%s-%d" % (name, status), pre + "n.syscall(%d, %d)\n" % (nr[name], status), {},
                        error_not_seccomp, "%s(%d) before answering: allowed; the supervisor answers "
                        "(an error)" % (name, status)))
    if "rt_sigreturn" in allowed:
        out.append(("rt_sigreturn", pre + "n.syscall(%d)\n" % nr["rt_sigreturn"], {}, not_seccomp,
                    "rt_sigreturn on a garbage frame: allowed by the filter (the worker may crash)"))
    if "rt_sigprocmask" in allowed and table.get("kill", {}).get("action") == "kill":
        out.append(("sigsys-blocked",
                    ctx.prelude.code_for({"SIGSET_SYS", "TEST"}) +
                    "n.syscall(%d, %d, V['SIGSET_SYS'], 0, 8)\nn.syscall(%d, V['TEST'], 0)\n"
                    % (nr["rt_sigprocmask"], SIG_BLOCK, nr["kill"]), {}, seccomp_killed,
                    "SIGSYS blocked, then kill(test, 0): still killed by the filter"))
        out.append(("all-blocked",
                    ctx.prelude.code_for({"SIGSET_FULL"}) +
                    "n.syscall(%d, %d, V['SIGSET_FULL'], 0, 8)\nwhile True:\n    pass\n"
                    % (nr["rt_sigprocmask"], SIG_SETMASK), {"timeout_s": 1}, timed_out,
                    "every signal blocked, then a busy loop (timeout_s 1): answered with TimeoutError"))
    if "write" in allowed:
        out.append(("garbage-frame", pre + "n.syscall(%d, 3, n.buffer(b'\\xff' * 64), 64)\n" % nr["write"], {},
                    error_not_seccomp, "64 bytes of garbage written on fd 3: the supervisor answers (an error)"))
        out.append(("frame-then-more", pre + "n.syscall(%d, 3, n.buffer(b'\\0\\0\\0\\1'), 4)\n'after'\n"
                    % nr["write"], {}, answered, "a truncated frame header on fd 3, then a result: answered"))
    return out


# ---- guarantees ---------------------------------------------------------------------------------
def snapshot_host(ctx):
    st = os.stat(ctx.canary_path)
    with open(ctx.canary_path, "rb") as f:
        content = f.read()
    with open("/proc/%d/limits" % ctx.sup) as f:
        limits = f.read()
    return {"canary": (content, stat.S_IMODE(st.st_mode), st.st_mtime_ns, st.st_uid, st.st_gid),
            "tmp": sorted(os.listdir(ctx.tmp)), "limits": limits,
            "sched": {p: (os.sched_getscheduler(p), os.getpriority(os.PRIO_PROCESS, p))
                      for p in (ctx.sup, ctx.tpl)}}


def check_guarantees(ctx, before):
    s = ctx.server
    # replies
    leaks = [i for i, line in enumerate(s.lines)
             if ctx.file_canary.encode() in line or ctx.env_canary.encode() in line]
    R.check(not leaks, "no reply holds the canary file's content or the server's environment canary",
            "lines %r" % leaks[:5])
    forged = [line[:200] for line in s.lines if ctx.forged_id.encode() in line]
    R.check(not forged, "no message the workers wrote on fds 1 and 2 reached the MCP stream", repr(forged[:3]))
    # files
    after = snapshot_host(ctx)
    R.check(after["canary"] == before["canary"], "the canary file is untouched (content, mode, mtime, owner)",
            "before %r, after %r" % (before["canary"][1:], after["canary"][1:]))
    R.check(not os.path.lexists(ctx.marker), "the marker path was never created", ctx.marker)
    R.check(after["tmp"] == before["tmp"], "nothing appeared in the test directory",
            "before %r, after %r" % (before["tmp"], after["tmp"]))
    # network
    for name, sock in (("TCP 127.0.0.1:%d" % ctx.tcp_port, ctx.tcp), ("Unix %s" % ctx.unix_path, ctx.unix),
                       ("abstract Unix @%s" % ctx.abstract_name, ctx.abstract)):
        try:
            conn, peer = sock.accept()
            conn.close()
            got = "a connection from %r" % (peer,)
        except BlockingIOError:
            got = None
        R.check(got is None, "the %s listener never got a connection" % name, got or "")
    # signals
    R.check(not any(ctx.signals.values()), "the test process was never signalled", repr(ctx.signals))
    for who, pid in (("test process", os.getpid()), ("supervisor", ctx.sup), ("template", ctx.tpl)):
        R.check(status_field(pid, "TracerPid") == "0", "the %s is not traced" % who,
                "TracerPid %r" % status_field(pid, "TracerPid"))
    # processes
    ctx.watcher.stop.set()
    ctx.watcher.join(30)
    ctx.watcher.scan()
    probs = [v for v in ctx.watcher.problems.values() if v]
    R.check(not probs, "only safepy and its single-threaded workers ever descended from the server "
            "(%d /proc scans, %d processes seen)" % (ctx.watcher.scans, len(ctx.watcher.children_seen)),
            "; ".join(probs[:5]))
    tpl_now = proc_table().get(ctx.tpl)
    R.check(tpl_now is not None and tpl_now.ppid == ctx.sup and tpl_now.state != "Z",
            "the template is the same process, alive (pid %d)" % ctx.tpl, repr(tpl_now))
    R.check(after["limits"] == before["limits"], "the supervisor's resource limits are unchanged")
    R.check(after["sched"] == before["sched"], "the supervisor's and template's scheduling are unchanged",
            "before %r, after %r" % (before["sched"], after["sched"]))
    # the server
    R.check(s.proc.poll() is None, "the server is alive", "exit status %r" % s.proc.poll())
    try:
        sc = s.run("sum(range(10))", timeout=SILENCE_S)
        ok = sc.get("error") is None and sc.get("result") == 45
        R.check(ok, "the server answers a normal call", describe(sc))
    except Exception as e:
        R.check(False, "the server answers a normal call", repr(e))
    try:
        r = s.request("ping", timeout=SILENCE_S)
        R.check(r.get("result") == {}, "the server answers ping", repr(r))
    except Exception as e:
        R.check(False, "the server answers ping", repr(e))
    extra = [k for k in s.pending if k in ctx.runner.answered]
    R.check(not extra, "no call of the sweep was answered twice", "second answers for ids %r" % extra[:10])
    s.shutdown()
    with open(ctx.stderr_path, "rb") as f:
        log = f.read().decode("utf-8", "replace")
    bad = [line for line in log.splitlines()
           if SUBREAPER_WARNING in line or "template stopped" in line or "idle worker" in line]
    R.check(not bad, "the server log has no stray-child, template or idle-worker warning", "; ".join(bad[:5]))


# ---- i386 -------------------------------------------------------------------------------------
INT80_PROBE = r'''
import ctypes, mmap, os
code = bytes([0xb8, 20, 0, 0, 0, 0xcd, 0x80, 0xc3])  # mov eax, 20 (i386 getpid); int $0x80; ret
m = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
m.write(code)
f = ctypes.CFUNCTYPE(ctypes.c_long)(ctypes.addressof(ctypes.c_char.from_buffer(m)))
print("ok" if (f() & 0xffffffff) == os.getpid() else "wrong")
'''


def int80_works():
    """(True, why) if an unconfined process can make an i386 call through int $0x80."""
    try:
        p = subprocess.run([sys.executable, "-c", INT80_PROBE], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=120)
    except Exception as e:
        return False, "the probe could not run: %r" % (e,)
    if p.returncode == 0 and p.stdout.strip() == b"ok":
        return True, "an unconfined int $0x80 getpid works"
    if p.returncode < 0:
        return False, "an unconfined int $0x80 died by signal %d" % -p.returncode
    return False, "the unconfined probe said %r (status %d)" % (p.stdout.strip() + p.stderr[-200:], p.returncode)


# ---- main -------------------------------------------------------------------------------------
def main():
    if not os.access(SAFEPY, os.X_OK):
        print("no safepy binary at %s (set SAFEPY)" % SAFEPY)
        return 1
    if not os.access(WORKER_TESTHOOKS, os.X_OK):
        print("SKIP: no %s (built with SAFEPY_TEST_HOOKS=OFF): the native sweep needs it" % WORKER_TESTHOOKS)
        return SKIP_STATUS
    if SCIENCE:
        science.skip_unless_available(SAFEPY, "the native sweep")
    t0 = time.monotonic()
    ctx = Ctx()
    ctx.signals = {"SIGUSR1": 0, "SIGUSR2": 0, "SIGTERM": 0}

    def count(sig, frame):
        ctx.signals[signal.Signals(sig).name] += 1
    for sig in (signal.SIGUSR1, signal.SIGUSR2, signal.SIGTERM):
        signal.signal(sig, count)

    try:
        pol, table = load_policy()
    except (RuntimeError, ValueError, KeyError, OSError, subprocess.TimeoutExpired) as e:
        R.check(False, "the expected actions come from `safepy policy`", str(e))
        return finish(t0)
    nr64 = parse_unistd(os.path.join(ASM, "unistd_64.h"))
    name64 = {v: k for k, v in nr64.items()}
    nrx32 = parse_unistd(os.path.join(ASM, "unistd_x32.h"), x32=True)
    nr32 = parse_unistd(os.path.join(ASM, "unistd_32.h"))

    ctx.tmp = tempfile.mkdtemp(prefix="safepy-native-")
    logdir = tempfile.mkdtemp(prefix="safepy-native-log-")
    os.chmod(ctx.tmp, 0o755)
    try:
        ctx.file_canary = "FILE-CANARY-" + secrets.token_hex(16)
        ctx.env_canary = "ENV-CANARY-" + secrets.token_hex(16)
        ctx.canary_path = os.path.join(ctx.tmp, "canary.txt")
        with open(ctx.canary_path, "w") as f:
            f.write(ctx.file_canary)
        os.chmod(ctx.canary_path, 0o644)
        ctx.marker = os.path.join(ctx.tmp, "marker-" + secrets.token_hex(4))
        ctx.forged_id = "forged-" + secrets.token_hex(8)
        ctx.tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        ctx.tcp.bind(("127.0.0.1", 0))
        ctx.tcp.listen(16)
        ctx.tcp.setblocking(False)
        ctx.tcp_port = ctx.tcp.getsockname()[1]
        ctx.unix_path = os.path.join(ctx.tmp, "listener.sock")
        ctx.unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        ctx.unix.bind(ctx.unix_path)
        os.chmod(ctx.unix_path, 0o777)
        ctx.unix.listen(16)
        ctx.unix.setblocking(False)
        ctx.abstract_name = "safepy-native-" + secrets.token_hex(8)
        ctx.abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        ctx.abstract.bind("\0" + ctx.abstract_name)
        ctx.abstract.listen(16)
        ctx.abstract.setblocking(False)
        ctx.stderr_path = os.path.join(logdir, "server.stderr")
        env = dict(os.environ, SAFEPY_SECRET_CANARY=ctx.env_canary)
        argv = [SAFEPY, "mcp", "--worker", WORKER_TESTHOOKS, "--test-no-python-layer",
                "--timeout", "10", "--max-timeout", "10", "--log-level", "info"]
        ctx.server = Server(argv, env, ctx.stderr_path)
        try:
            return sweep(ctx, pol, table, nr64, name64, nrx32, nr32, t0)
        finally:
            if ctx.server.proc.poll() is None:
                ctx.server.shutdown()
            for sock in (ctx.tcp, ctx.unix, ctx.abstract):
                sock.close()
    finally:
        shutil.rmtree(ctx.tmp, ignore_errors=True)
        shutil.rmtree(logdir, ignore_errors=True)


def sweep(ctx, pol, table, nr64, name64, nrx32, nr32, t0):
    s = ctx.server
    ctx.sup = s.proc.pid
    sc = s.run("import _safepy_native\n'ready'", timeout=SILENCE_S)
    if sc.get("result") != "ready":
        R.check(False, "the test-hooks worker runs native code", describe(sc))
        return finish(t0)
    if SCIENCE:
        sc = s.run(science.PROBE, timeout=SILENCE_S)
        if not R.check(sc.get("result") == "numpy", "the calls run in the science template (numpy "
                       "loaded there)", describe(sc)):
            return finish(t0)
    ctx.tpl = find_template(ctx.sup, time.monotonic() + SILENCE_S)
    R.note("supervisor %d, template %d, test %d; %d table entries from `safepy policy`"
           % (ctx.sup, ctx.tpl, os.getpid(), len(table)))
    ctx.watcher = Watcher(ctx.sup)
    ctx.watcher.scan()
    ctx.watcher.start()
    # As root, the template must end as nobody on the host (sbx_isolate_template).
    if os.geteuid() == 0:
        uid = status_field(ctx.tpl, "Uid")
        gid = status_field(ctx.tpl, "Gid")
        R.check(uid is not None and set(uid.split()) == {"65534"} and set(gid.split()) == {"65534"},
                "started as root, the template runs as uid/gid 65534 on the host",
                "Uid %r Gid %r (optional_layers %r)" % (uid, gid, pol.get("optional_layers")))
    before = snapshot_host(ctx)
    ctx.prelude = Prelude(prelude_params(ctx))

    unknown = []
    cases = build_x86_64_cases(table, nr64, name64, unknown.append)
    for u in unknown:
        R.check(False, u)
    cases += build_x32_cases(nrx32)
    i386_ok, why = int80_works()
    if i386_ok:
        R.note("i386: %s; sweeping 0..450 through int $0x80" % why)
        cases += build_i386_cases(nr32)
    else:
        R.note("SKIP i386 sweep (451 numbers): this kernel has no working int $0x80 (%s). "
               "One int $0x80 call is still made in a worker: it must fail the same way." % why)

    if SCIENCE:
        n_all = len(cases)
        cases = science_sample(cases)
        R.note("science template: %s: %d of %d cases (the plain run sweeps every one against the "
               "other template, under the same filter)"
               % ("the whole sweep" if SCIENCE_FULL else "every call that returns, every scenario "
                  "and argument rule; one in %d entries that kill, one in %d numbers the default "
                  "answers" % (SCIENCE_KILL_EVERY, SCIENCE_DEFAULT_EVERY), len(cases), n_all))
    batch = [c for c in cases if c.batchable]
    alone = [c for c in cases if not c.batchable]
    jobs = []
    batches = [batch[i:i + BATCH] for i in range(0, len(batch), BATCH)]
    for i, b in enumerate(batches):
        code = ctx.prelude.code_for(symbols_of(*[c.args for c in b]))
        code += BATCH_BODY % ([(c.nr, list(c.args)) for c in b],)
        jobs.append((("batch", i), {"code": code}))
    for i, c in enumerate(alone):
        jobs.append((("alone", i), {"code": c.code(ctx.prelude)}))
    scen = scenarios(ctx, table, nr64)
    for key, code, extra, judge, desc in scen:
        args = {"code": code}
        args.update(extra)
        jobs.append((("scenario", key), args))
    if not i386_ok:
        jobs.append((("int80-probe", 0), {"code": ctx.prelude.code_for(set()) + "n.int80(20)\n"}))

    runner = ctx.runner = Runner(s)
    deadline = time.monotonic() + SWEEP_DEADLINE_S
    t_sweep = time.monotonic()
    try:
        answers = runner.run_all(jobs, deadline)
    except (TimeoutError, MCPError) as e:
        R.check(False, "the server answers every call of the sweep", repr(e))
        check_guarantees(ctx, before)
        return finish(t0)
    sweep_s = time.monotonic() - t_sweep

    counts = {}

    def tally(case, ok):
        k = (case.abi, case.kind, case.expect[0])
        n_ok, n_all = counts.get(k, (0, 0))
        counts[k] = (n_ok + (1 if ok else 0), n_all + 1)

    # batches: on an unexpected answer, each case of the batch runs alone to find the culprit
    rerun = []
    for i, b in enumerate(batches):
        sc, why = sc_of(answers[("batch", i)])
        res = sc.get("result") if sc else None
        if sc is None or sc.get("error") is not None or not isinstance(res, list) or len(res) != len(b):
            R.note("batch %d (%s .. %s) did not return: %s; running its %d cases one by one"
                   % (i, b[0].desc, b[-1].desc, why or describe(sc), len(b)))
            rerun.extend(b)
            continue
        for c, item in zip(b, res):
            ok, detail = judge_batch_item(c, item)
            tally(c, ok)
            R.check(ok, c.desc, detail)
    if rerun:
        more = runner.run_all([(("rerun", i), {"code": ctx.prelude.code_for(symbols_of(c.args)) +
                                BATCH_BODY % ([(c.nr, list(c.args))],)}) for i, c in enumerate(rerun)],
                              deadline)
        for i, c in enumerate(rerun):
            sc, why = sc_of(more[("rerun", i)])
            if sc is None or sc.get("error") is not None:
                tally(c, False)
                R.check(False, c.desc, why or describe(sc))
                continue
            ok, detail = judge_batch_item(c, sc["result"][0])
            tally(c, ok)
            R.check(ok, c.desc, detail)
    for i, c in enumerate(alone):
        m = answers[("alone", i)]
        ok, detail = (judge_passthrough if c.expect[0] == "passthrough" else judge_kill)(c, m)
        tally(c, ok)
        R.check(ok, c.desc, detail)
    for key, code, extra, judge, desc in scen:
        sc, why = sc_of(answers[("scenario", key)])
        if sc is None:
            R.check(False, desc, why)
            continue
        ok, detail = judge(sc)
        R.check(ok, desc, detail)
    if not i386_ok:
        sc, why = sc_of(answers[("int80-probe", 0)])
        err = (sc or {}).get("error") or {}
        ok = err.get("type") == "WorkerKilled" and (err.get("message", "").startswith(
            "the worker was killed by signal SEGV") or err.get("message") == SECCOMP_DEFAULT)
        R.check(ok, "i386 getpid through int $0x80 in a worker: killed (SIGSEGV without i386 emulation)",
                why or describe(sc))

    check_guarantees(ctx, before)

    n_variants = len(cases)
    by_abi = {}
    for c in cases:
        by_abi.setdefault(c.abi, set()).add(c.nr & 0xffffffff if c.abi != "x86_64" else c.nr)
    by_abi.setdefault("x86_64", set()).update(  # tried in scenarios
        nr64[k] for k in SCENARIO_ALLOWED if k in nr64 and table.get(k, {}).get("action") == "allow")
    R.note("x86-64: %d numbers, x32: %d, i386: %d (%s); %d argument variants in all"
           % (len(by_abi.get("x86_64", ())), len(by_abi.get("x32", ())), len(by_abi.get("i386", ())),
              "swept" if i386_ok else "skipped", n_variants))
    for (abi, kind, want), (n_ok, n_all) in sorted(counts.items()):
        R.note("  %-6s %-18s -> %-11s %4d/%d as expected" % (abi, kind, want, n_ok, n_all))
    R.note("%d scenarios; %d tools/call requests (%d batches, %d calls expected to kill), %.1f s of sweep"
           % (len(scen), runner.calls, len(batches), len([c for c in alone if c.expect[0] == "kill"]), sweep_s))
    return finish(t0)


def finish(t0):
    if R.failures:
        print("# failed:")
        for f in R.failures[:40]:
            print("#   " + f)
        if len(R.failures) > 40:
            print("#   ... and %d more" % (len(R.failures) - 40))
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    print("# %.1f s; CPU: this test %.1f s, the server and its workers %.1f s"
          % (time.monotonic() - t0, me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime))
    print("%d passed, %d failed" % (R.passed, R.failed))
    return 0 if R.failed == 0 and R.passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
