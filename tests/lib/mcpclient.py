# SPDX-License-Identifier: MIT
"""Minimal line-oriented MCP client used by the end-to-end tests.

It speaks JSON-RPC over a child's stdio exactly as a desktop client would,
one JSON value per line, and never trusts that the server answers: every
read has a deadline so a hung server fails the test instead of hanging it.
"""
import json
import os
import select
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def safepy_path():
    """The safepy binary under test: $SAFEPY, else build/safepy."""
    return os.environ.get("SAFEPY") or os.path.join(ROOT, "build", "safepy")


class MCPError(Exception):
    pass


class MCPClient:
    def __init__(self, argv=None, env=None, initialize=True, version="2025-11-25", stderr=None):
        """stderr: where the server's stderr goes (a file object); by default nowhere, or
        the test's own stderr with SAFEPY_TEST_STDERR=1."""
        if argv is None:
            argv = [safepy_path(), "mcp"]
        if stderr is None:
            stderr = None if os.environ.get("SAFEPY_TEST_STDERR") else subprocess.DEVNULL
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
            env=env if env is not None else dict(os.environ))
        self._buf = b""
        self._next_id = 1
        self.pending = {}  # id -> message, for answers read out of order
        self.notifications = []
        if initialize:
            r = self.request("initialize", {
                "protocolVersion": version, "capabilities": {},
                "clientInfo": {"name": "safepy-tests", "version": "0"}})
            if "result" not in r:
                raise MCPError("initialize failed: %r" % (r,))
            self.init_result = r["result"]
            self.notify("notifications/initialized")

    # -- raw line I/O ---------------------------------------------------
    def send_raw(self, data):
        if isinstance(data, str):
            data = data.encode()
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, obj):
        self.send_raw(json.dumps(obj) + "\n")

    def read_line(self, timeout=30.0):
        """One line from the server, or None at EOF. Raises on timeout."""
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no line from server within %.1fs" % timeout)
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                if self._buf:
                    line, self._buf = self._buf, b""
                    return self._eof_inside_line(line)
                return None
            self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        return line

    def _eof_inside_line(self, partial):
        """stdout ended without a newline: hand the partial line back (strict clients
        raise instead)."""
        return partial

    def read_msg(self, timeout=30.0):
        line = self.read_line(timeout)
        if line is None:
            return None
        return json.loads(line)

    # -- requests -------------------------------------------------------
    def new_id(self):
        i = self._next_id
        self._next_id += 1
        return i

    def notify(self, method, params=None):
        m = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)

    def start(self, method, params=None, id=None):
        """Send a request without waiting; returns its id."""
        if id is None:
            id = self.new_id()
        m = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)
        return id

    def wait(self, id, timeout=60.0):
        """The response with this id (other messages are kept aside)."""
        key = json.dumps(id)
        deadline = time.monotonic() + timeout
        while key not in self.pending:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no response for id %s" % key)
            m = self.read_msg(left)
            if m is None:
                raise MCPError("server closed stdout while waiting for id %s" % key)
            if isinstance(m, dict) and "id" in m and "method" not in m:
                self.pending[json.dumps(m["id"])] = m
            else:
                self.notifications.append(m)
        return self.pending.pop(key)

    def request(self, method, params=None, id=None, timeout=60.0):
        return self.wait(self.start(method, params, id), timeout)

    def call_tool_raw(self, arguments, name="run_python", timeout=60.0, meta=None):
        params = {"name": name, "arguments": arguments}
        if meta:
            params["_meta"] = meta
        return self.request("tools/call", params, timeout=timeout)

    def run(self, code, timeout=60.0, **args):
        """Run code; returns structuredContent (checked against isError)."""
        arguments = {"code": code}
        arguments.update(args)
        r = self.call_tool_raw(arguments, timeout=timeout)
        if "result" not in r:
            raise MCPError("tools/call failed: %r" % (r,))
        res = r["result"]
        sc = res.get("structuredContent")
        if sc is None:
            raise MCPError("no structuredContent: %r" % (res,))
        if bool(res.get("isError")) != (sc.get("error") is not None):
            raise MCPError("isError disagrees with error: %r" % (res,))
        return sc

    def close(self, timeout=5.0):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise
        finally:
            self.proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.proc.poll() is None:
            try:
                self.close()
            except Exception:
                self.proc.kill()
