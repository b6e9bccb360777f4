# SPDX-License-Identifier: MIT
"""Waiting on conditions, never on fixed sleeps: a test must pass on a machine fully
loaded by something else, where any fixed delay can be too short.

A deadline here bounds how long a failure takes to show; it is not a guess at how long
things take. Give it generously: the wait returns as soon as the condition holds."""
import fcntl
import socket
import struct
import termios
import time


def wait_for(pred, timeout=30.0, what=None, interval=0.02):
    """Polls pred() until it returns a true value, which is returned. Raises TimeoutError
    naming `what` if `timeout` seconds pass first."""
    deadline = time.monotonic() + timeout
    while True:
        v = pred()
        if v:
            return v
        if time.monotonic() >= deadline:
            raise TimeoutError("not within %g s: %s" % (timeout, what or getattr(pred, "__name__", pred)))
        time.sleep(interval)  # the poll interval


def unix_listening(path):
    """Whether a Unix stream socket at path accepts connections (the file exists from
    bind(), a moment before listen()). A daemon sees a client that leaves at once."""
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(path)
        return True
    except OSError:
        return False
    finally:
        s.close()


def queued_bytes(fd):
    """Bytes waiting in a pipe or a socket (FIONREAD; for a pipe, from either end): how
    much a reader has not read yet."""
    return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0" * 4))[0]
