# SPDX-License-Identifier: MIT
"""--science for the kernel-layer suites: the same calls, run in the science template.

The server runs a call in the science template (numpy, pandas, scipy, sympy and
matplotlib loaded) when its code names one of those libraries anywhere, comments
included (docs/CONTRACT.md, "Scientific libraries"). route() appends a last comment line
naming numpy: the call goes there and no line number changes. Where `safepy policy` does
not report numpy available, the suite is skipped (exit 77). Standard library only.
"""
import json
import os
import subprocess
import sys

FLAG = "--science"
SUFFIX = "# numpy: runs in the science template\n"
SKIP_STATUS = 77
# What the science template adds to its environment (worker/main.c science_environment,
# docs/TRUST.md "The science template"): one thread for each numeric pool, matplotlib's
# backend and cache directory. Nothing of the supervisor's.
ENVIRONMENT = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
               "NUMEXPR_NUM_THREADS": "1", "VECLIB_MAXIMUM_THREADS": "1", "BLIS_NUM_THREADS": "1",
               "MPLBACKEND": "Agg", "MPLCONFIGDIR": None}   # None: any value (a path)
# Imports numpy in the science template, is refused in the other one (with or without the
# Python layer: there a module not loaded before the lockdown cannot be loaded).
PROBE = "__import__('num' + 'py').__name__"


def take_flag(argv=None):
    """True if --science is in argv (sys.argv by default); removes it."""
    argv = sys.argv if argv is None else argv
    if FLAG in argv:
        argv.remove(FLAG)
        return True
    return False


def route(code):
    """code, with a last line that sends the call to the science template."""
    if isinstance(code, bytes):
        return route(code.decode("utf-8")).encode("utf-8")
    return code + ("" if code.endswith("\n") else "\n") + SUFFIX


def route_params(params):
    """tools/call params with their code routed (a copy; other methods untouched)."""
    args = params.get("arguments") if isinstance(params, dict) else None
    if not isinstance(args, dict) or not isinstance(args.get("code"), (str, bytes)):
        return params
    params = dict(params, arguments=dict(args))
    params["arguments"]["code"] = route(args["code"])
    return params


def numpy_state(safepy):
    """(available, state text) of numpy as `safepy policy` reports it."""
    try:
        out = subprocess.run([safepy, "policy"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             timeout=300)
        states = {m["name"]: m["state"] for m in json.loads(out.stdout)["scientific_imports"]}
    except (OSError, subprocess.SubprocessError, ValueError, KeyError, TypeError) as e:
        return False, "`safepy policy` says nothing about it (%s: %s)" % (type(e).__name__, e)
    state = states.get("numpy")
    if not isinstance(state, str):
        return False, "`safepy policy` does not list numpy in scientific_imports"
    return state.startswith("available"), state


def skip_unless_available(safepy, what):
    """Exits 77 with a SKIP line if numpy is not available to this server."""
    ok, state = numpy_state(safepy)
    if not ok:
        print("SKIP: %s in the science template: numpy is not available to %s (%s)"
              % (what, safepy, state), flush=True)
        sys.exit(SKIP_STATUS)
    print("# science template: every call ends with the line %r (numpy: %s)"
          % (SUFFIX.strip(), state), flush=True)


def is_science(pid):
    """True if pid runs a science template or one of its workers (its command line says
    --science; a worker is a fork and keeps it). None if it cannot be read."""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return FLAG.encode() in f.read().split(b"\0")
    except OSError:
        return None


def check_environment(env):
    """Problems (list of str) with a science worker's environment, as Python sees it."""
    problems = []
    extra = sorted(set(env) - set(ENVIRONMENT))
    if extra:
        problems.append("variables beyond the science settings: %s" % ", ".join(extra))
    for k, v in ENVIRONMENT.items():
        if k in env and v is not None and env[k] != v:
            problems.append("%s=%r, not %r" % (k, env[k], v))
    return problems
