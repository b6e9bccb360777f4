#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Misbehaving and demanding clients (tests/e2e/clients/*.py, red-team pass 69): each
script starts safepy itself, drives one scenario and exits 0 only if every request got
its one answer and the server stayed well: ids compared byte for byte, progress tokens
echoed exactly or dropped, a client that reads late losing nothing, SIGTERM not held up
by unread output, a daemon serving many clients, --max-workers enforced, an unread
stderr not freezing the server.

Run: SAFEPY=build/safepy python3 tests/e2e/test_clients.py
"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))

from mcpclient import safepy_path  # noqa: E402

CLIENTS = os.path.join(HERE, "clients")


class Clients(unittest.TestCase):
    pass


def _make(script):
    def test(self):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, SAFEPY=safepy_path(), SAFEPY_TEST_TMP=tmp)
            r = subprocess.run([sys.executable, os.path.join(CLIENTS, script)], env=env,
                               capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, "%s:\n%s\n%s" % (script, r.stdout[-3000:], r.stderr[-3000:]))
    return test


for _s in sorted(os.listdir(CLIENTS)):
    if _s.endswith(".py"):
        setattr(Clients, "test_" + _s[:-3], _make(_s))

if __name__ == "__main__":
    unittest.main()
