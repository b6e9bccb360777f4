# SPDX-License-Identifier: MIT
"""What /proc says about processes, for the tests that look at the server from outside:
who is whose child, in what state, running what. Standard library only."""
import collections
import os

# ppid, state letter, command name, CPU ticks used (user + system), start time (ticks).
Proc = collections.namedtuple("Proc", "ppid state comm ticks start")


def proc_table():
    """{pid: Proc} of every process /proc shows (those gone meanwhile are left out)."""
    out = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % d, "rb") as f:
                st = f.read().decode("utf-8", "replace")
        except OSError:
            continue
        lp, rp = st.find("("), st.rfind(")")
        rest = st[rp + 2:].split()
        if lp < 0 or rp < lp or len(rest) < 20:
            continue
        out[int(d)] = Proc(int(rest[1]), rest[0], st[lp + 1:rp], int(rest[11]) + int(rest[12]), rest[19])
    return out


def children(pid):
    """{child pid: Proc} of pid."""
    return {p: v for p, v in proc_table().items() if v.ppid == pid}


def status_field(pid, field):
    """One field of /proc/PID/status ("Uid", "Seccomp_filters"...), or None."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith(field + ":"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        return None
    return None


def exe_of(pid):
    """The executable's path, or None (a zombie, a process gone, no permission)."""
    try:
        path = os.readlink("/proc/%d/exe" % pid)
    except OSError:
        return None
    if path.endswith(" (deleted)"):  # a binary rebuilt while it runs
        path = path[:-len(" (deleted)")]
    return path
