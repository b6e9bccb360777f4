#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A lying safepy-worker for fault-injection tests. It speaks the template protocol
(HELLO, SPAWN with an fd, SPAWNED pid; workers are created with CLONE_PARENT like the
real ones) and then misbehaves as its file name says: fake-<mode>."""
import ctypes
import os
import signal
import socket
import struct
import sys
import time

MODE = os.path.basename(sys.argv[0]).split("fake-", 1)[-1]
CTL = socket.socket(fileno=3)
READY, RUN, RESULT, SPAWNED, HELLO = 1, 2, 3, 5, 7
GOOD = b'{"result":2,"result_type":"int","logs":"","logs_truncated":false,"error":null}'
# fake-nonfinite-<n>: numbers json-c reads but a JSON reader cannot take back, at several
# depths (the last one is also a shape error: error.line must be an integer or null).
NONFINITE = [
    b'{"result":NaN,"result_type":"float","logs":"","logs_truncated":false,"error":null}',
    b'{"result":[1,Infinity],"result_type":"list","logs":"","logs_truncated":false,"error":null}',
    b'{"result":{"a":{"b":[0,{"c":-Infinity}]}},"result_type":"dict","logs":"","logs_truncated":false,'
    b'"error":null}',
    b'{"result":1e999,"result_type":"float","logs":"","logs_truncated":false,"error":null}',
    b'{"result":' + b'[' * 200 + b'-1e999' + b']' * 200 + b',"result_type":"list","logs":"",'
    b'"logs_truncated":false,"error":null}',
    b'{"result":null,"result_type":null,"logs":"","logs_truncated":false,"error":{"type":"E",'
    b'"message":"m","line":-Infinity,"traceback":""}}',
]


def frame(t, payload=b""):
    return struct.pack(">IB", len(payload) + 1, t) + payload


def read_frame(s):
    hdr = b""
    while len(hdr) < 4:
        c = s.recv(4 - len(hdr))
        if not c:
            os._exit(0)
        hdr += c
    (n,) = struct.unpack(">I", hdr)
    body = b""
    while len(body) < n:
        c = s.recv(n - len(body))
        if not c:
            os._exit(0)
        body += c
    return body[0], body[1:]


def stray(role, path):
    """A grandchild: records itself in `path` ("pid start-time role"), then, by role,
    exits at once (a zombie under the worker until the worker dies), exits once the worker
    is gone (it outlives it), or lives on until someone kills it."""
    worker_pid = os.getpid()
    pid = os.fork()
    if pid:
        return
    os.closerange(3, 1024)  # not the worker's socket nor the template's control socket
    with open("/proc/self/stat") as f:
        start = f.read().rsplit(")", 1)[1].split()[19]
    with open(path, "a") as f:
        f.write("%d %s %s\n" % (os.getpid(), start, role))
    if role == "outlives":
        while os.getppid() == worker_pid:  # polls for the worker's death, then exits
            time.sleep(0.01)
    elif role == "forever":
        time.sleep(3600)
    os._exit(0)


def worker(fd):
    s = socket.socket(fileno=fd)
    if MODE == "early":
        # A RESULT before READY is always out of state (after READY, a RESULT could
        # race with a real RUN and pass as an answer).
        s.sendall(frame(RESULT, GOOD) + frame(READY))
        time.sleep(60)
    s.sendall(frame(READY))
    t, _ = read_frame(s)
    assert t == RUN
    if MODE == "garbage":
        s.sendall(b"\x00\x00\x00\x05\x63garbage")
    elif MODE == "huge":
        s.sendall(struct.pack(">I", 0x7FFFFFFF) + b"\x03" + b"x" * 1000)
    elif MODE == "wrongframe":
        s.sendall(frame(SPAWNED, struct.pack(">I", 1)))
    elif MODE == "badjson":
        s.sendall(frame(RESULT, b"{not json at all"))
    elif MODE == "badschema":
        s.sendall(frame(RESULT, b'{"result":1}'))
    elif MODE == "twice":
        s.sendall(frame(RESULT, GOOD) + frame(RESULT, GOOD))
    elif MODE == "crash":
        os._exit(1)
    elif MODE == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif MODE == "hang":
        time.sleep(3600)
    elif MODE.startswith("nonfinite-"):
        s.sendall(frame(RESULT, NONFINITE[int(MODE.split("-")[1])]))
    elif MODE == "stray":
        # A worker that starts processes (the real one cannot: seccomp), then answers.
        path = os.path.join(os.path.dirname(os.path.abspath(sys.argv[0])), "stray.pids")
        for role in ("exits", "outlives", "forever"):
            stray(role, path)
        s.sendall(frame(RESULT, GOOD))
    elif MODE == "flood":
        chunk = b"x" * 65536
        s.sendall(struct.pack(">IB", 64 << 20, RESULT))
        for _ in range(2048):
            s.sendall(chunk)
    time.sleep(60)
    os._exit(0)


def main():
    libc = ctypes.CDLL(None, use_errno=True)
    CTL.send(frame(HELLO, struct.pack(">I", 0)))
    while True:
        msg, fds, _, _ = socket.recv_fds(CTL, 64, 1)
        if not msg:
            return
        fd = fds[0]
        if MODE == "notchild":
            os.close(fd)
            CTL.send(frame(SPAWNED, struct.pack(">I", 1)))
            continue
        pid = libc.syscall(56, 0x8000 | signal.SIGCHLD, 0, 0, 0, 0)  # clone(CLONE_PARENT)
        if pid == 0:
            worker(fd)
        os.close(fd)
        CTL.send(frame(SPAWNED, struct.pack(">I", pid)))


main()
