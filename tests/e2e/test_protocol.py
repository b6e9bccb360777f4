#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""MCP / JSON-RPC conformance of `safepy mcp` over stdio.

Covers the checklist of the protocol notes (section 13) that applies to a tools-only
stdio server: version negotiation, id echo, notifications, lifecycle errors, JSON-RPC
error codes, tools/list and the tool declaration, tools/call argument errors, the
result shape, framing of awkward and huge output, batches (2025-03-26 only), shutdown.
Every line the server writes is checked (strict UTF-8 JSON-RPC) by e2eutil.CheckedClient.

Run: SAFEPY=build/safepy python3 tests/e2e/test_protocol.py
"""
import json
import os
import re
import signal
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
sys.path.insert(0, HERE)

from e2eutil import (OUTPUT_FIELDS, VERSIONS, CheckedClient, busy_workers, call_params,  # noqa: E402
                     initialize_msg, policy, run_main, stop_server)

PING = '{"jsonrpc":"2.0","id":"sentinel","method":"ping"}'
MIB = 1 << 20


class ServerTest(unittest.TestCase):
    """One fresh server per test; tearDown checks the rest of stdout and the exit."""
    initialize = True
    version = "2025-11-25"

    def setUp(self):
        self.c = CheckedClient(initialize=self.initialize, version=self.version)
        self.addCleanup(self._stop)

    def _stop(self):
        if self.c.proc.poll() is None and not self.c.proc.stdin.closed:
            rc, rest = self.c.finish()
            self.assertEqual(rest, [], "unexpected messages at shutdown")
            self.assertEqual(rc, 0, "exit status after stdin EOF")
        else:
            self.c.dispose()

    # -- helpers ------------------------------------------------------------
    def raw(self, line):
        """Send one raw line; return the very next message."""
        self.c.send_lines(line)
        return self.c.next_msg()

    def assert_error(self, msg, code, id="any"):
        self.assertIn("error", msg, msg)
        self.assertNotIn("result", msg, msg)
        self.assertEqual(msg["error"]["code"], code, msg)
        self.assertIsInstance(msg["error"]["message"], str)
        if id != "any":
            self.assertIn("id", msg)
            self.assert_same_id(msg["id"], id)

    def assert_same_id(self, got, want):
        self.assertEqual(type(got), type(want), "id type changed: sent %r, got %r" % (want, got))
        self.assertEqual(got, want)

    def assert_sentinel_next(self, why=""):
        """Send a ping; the very next line must be its reply (nothing else in between)."""
        m = self.raw(PING)
        self.assertEqual(m, {"jsonrpc": "2.0", "id": "sentinel", "result": {}},
                         "expected only the ping reply %s" % why)

    def call(self, params, id=None):
        return self.c.request("tools/call", params, id=id)

    def tool_result(self, msg):
        """Check the result shape of a tools/call answer; return structuredContent."""
        self.assertIn("result", msg, msg)
        res = msg["result"]
        sc = res["structuredContent"]
        self.assertEqual(set(sc), OUTPUT_FIELDS, sc)
        self.assertIs(res["isError"], sc["error"] is not None, res)
        self.assertEqual(len(res["content"]), 1, res["content"])
        block = res["content"][0]
        self.assertEqual(block["type"], "text")
        self.assertEqual(json.loads(block["text"]), sc, "the text block is not structuredContent")
        self.assertIsInstance(sc["logs"], str)
        self.assertIsInstance(sc["logs_truncated"], bool)
        self.assertIsInstance(sc["duration_ms"], (int, float))
        if sc["error"] is not None:
            self.assertIsNone(sc["result"])
            self.assertIsNone(sc["result_type"])
            e = sc["error"]
            self.assertEqual(set(e), {"type", "message", "line", "traceback"}, e)
            self.assertIsInstance(e["type"], str)
            self.assertIsInstance(e["message"], str)
            self.assertIsInstance(e["traceback"], str)
            self.assertTrue(e["line"] is None or isinstance(e["line"], int), e)
        return sc

    def run_code(self, code, **args):
        return self.tool_result(self.call(call_params(code, **args)))


# ---------------------------------------------------------------------------
class Lifecycle(ServerTest):
    initialize = False

    def test_version_negotiation(self):
        # Known versions are echoed; unknown ones get our latest, as a result, not an error.
        self.c.finish()
        for asked, want in [(v, v) for v in VERSIONS] + [("1999-01-01", "2025-11-25"),
                                                           ("2026-07-28", "2025-11-25")]:
            with self.subTest(asked=asked):
                c = CheckedClient(initialize=False)
                try:
                    c.send(initialize_msg(0, asked))
                    m = c.next_msg()
                    self.assertNotIn("error", m)
                    self.assert_same_id(m["id"], 0)
                    r = m["result"]
                    self.assertEqual(r["protocolVersion"], want)
                    self.assertIsInstance(r["capabilities"]["tools"], dict)
                    for k in ("resources", "prompts", "logging", "tasks"):
                        self.assertNotIn(k, r["capabilities"])
                    self.assertIsInstance(r["serverInfo"]["name"], str)
                    self.assertIsInstance(r["serverInfo"]["version"], str)
                    c.notify("notifications/initialized")
                    m = c.request("tools/list")
                    self.assertEqual(m["result"]["tools"][0]["name"], "run_python")
                finally:
                    rc, rest = c.finish()
                self.assertEqual((rc, rest), (0, []))

    def test_ping_before_initialize(self):
        m = self.raw('{"jsonrpc":"2.0","id":"p","method":"ping"}')
        self.assertEqual(m, {"jsonrpc": "2.0", "id": "p", "result": {}})
        m = self.raw('{"jsonrpc":"2.0","id":3,"method":"ping","params":{}}')
        self.assertEqual(m, {"jsonrpc": "2.0", "id": 3, "result": {}})

    def test_requests_before_initialize(self):
        m = self.raw('{"jsonrpc":"2.0","id":1,"method":"tools/list"}')
        self.assert_error(m, -32600, 1)
        m = self.raw(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                                 "params": call_params("print(1)")}))
        self.assert_error(m, -32600, 2)
        for i, meth in enumerate(["server/discover", "resources/list", "prompts/list",
                                  "resources/templates/list", "logging/setLevel"]):
            m = self.raw(json.dumps({"jsonrpc": "2.0", "id": 10 + i, "method": meth}))
            self.assert_error(m, -32601, 10 + i)
        # The probe id inspector 2.x uses.
        m = self.raw('{"jsonrpc":"2.0","id":"server-discover-probe-1","method":"server/discover",'
                     '"params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}')
        self.assert_error(m, -32601, "server-discover-probe-1")
        # The errors did not spoil the session: initialize still works, then the same
        # unknown methods are still -32601.
        m = self.raw(json.dumps(initialize_msg(0)))
        self.assertEqual(m["result"]["protocolVersion"], "2025-11-25")
        self.c.notify("notifications/initialized")
        for i, meth in enumerate(["server/discover", "resources/list", "prompts/list"]):
            m = self.raw(json.dumps({"jsonrpc": "2.0", "id": 20 + i, "method": meth}))
            self.assert_error(m, -32601, 20 + i)
        m = self.raw('{"jsonrpc":"2.0","id":30,"method":"tools/list"}')
        self.assertEqual(m["result"]["tools"][0]["name"], "run_python")

    def test_second_initialize(self):
        m = self.raw(json.dumps(initialize_msg(0, "2025-06-18")))
        self.assertEqual(m["result"]["protocolVersion"], "2025-06-18")
        m = self.raw(json.dumps(initialize_msg(1, "2025-11-25")))
        self.assert_error(m, -32600, 1)
        # The first negotiation stands and the session goes on.
        sc = self.run_code("print(1)")
        self.assertEqual(sc["logs"], "1\n")

    def test_batch_under_2025_03_26(self):
        m = self.raw(json.dumps(initialize_msg(0, "2025-03-26")))
        self.assertEqual(m["result"]["protocolVersion"], "2025-03-26")
        self.c.notify("notifications/initialized")
        batch = [{"jsonrpc": "2.0", "id": 1, "method": "ping"},
                 {"jsonrpc": "2.0", "id": "two", "method": "ping"},
                 {"jsonrpc": "2.0", "method": "notifications/whatever"},
                 {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": call_params("6*7")}]
        m = self.raw(json.dumps(batch))
        self.assertIsInstance(m, list, "a batch gets an array of answers")
        self.assertEqual(len(m), 3, m)
        by_id = {json.dumps(r["id"]): r for r in m}
        self.assertEqual(set(by_id), {"1", '"two"', "3"})
        self.assertEqual(by_id["1"]["result"], {})
        self.assertEqual(by_id['"two"']["result"], {})
        self.assertEqual(self.tool_result(by_id["3"])["result"], 42)
        # A batch of notifications only gets no answer at all.
        self.c.send_lines(json.dumps([{"jsonrpc": "2.0", "method": "notifications/a"},
                                      {"jsonrpc": "2.0", "method": "notifications/b"}]))
        self.assert_sentinel_next("after a batch of notifications")
        # An empty array is one -32600 object.
        m = self.raw("[]")
        self.assertIsInstance(m, dict, m)
        self.assert_error(m, -32600, None)
        # Invalid elements are answered in the array; initialize may not be batched.
        m = self.raw(json.dumps([1, initialize_msg(5, "2025-03-26")]))
        self.assertIsInstance(m, list, m)
        self.assertEqual(len(m), 2, m)
        self.assert_error(m[0], -32600, None)
        self.assert_error(m[1], -32600, 5)

    def test_array_refused_after_2025_03_26(self):
        for v in ("2025-11-25", "2025-06-18"):
            with self.subTest(version=v):
                c = CheckedClient(initialize=False)
                try:
                    c.send(initialize_msg(0, v))
                    self.assertEqual(c.next_msg()["result"]["protocolVersion"], v)
                    c.send_lines(json.dumps([{"jsonrpc": "2.0", "id": 1, "method": "ping"},
                                             {"jsonrpc": "2.0", "id": 2, "method": "ping"}]))
                    m = c.next_msg()
                    self.assertIsInstance(m, dict, "no batches after 2025-03-26: %r" % (m,))
                    self.assert_error(m, -32600, None)
                    c.send_lines(PING)
                    self.assertEqual(c.next_msg()["id"], "sentinel", "the batch was executed")
                finally:
                    rc, rest = c.finish()
                self.assertEqual((rc, rest), (0, []))


class Shutdown(unittest.TestCase):
    """stdin EOF and SIGTERM end the server promptly, idle or while code runs."""

    def start(self, busy):
        c = CheckedClient()
        self.addCleanup(c.dispose)
        if busy:
            c.start("tools/call", call_params("while True: pass", timeout_s=60))
            busy_workers(c.proc.pid)
        return c

    def check_exit(self, c, how):
        rc, t0 = stop_server(self, c, how)
        took = time.monotonic() - t0
        rest = c.drain(1.0)
        for m in rest:  # nothing but complete JSON-RPC lines (checked by drain)
            self.assertNotIn("method", m, "a request or notification at shutdown: %r" % (m,))
        self.assertLess(took, 2.0)
        return rc

    def test_stdin_eof_idle(self):
        self.assertEqual(self.check_exit(self.start(False), "eof"), 0)

    def test_stdin_eof_while_running(self):
        self.assertEqual(self.check_exit(self.start(True), "eof"), 0)

    def test_sigterm_idle(self):
        rc = self.check_exit(self.start(False), "sigterm")
        self.assertIn(rc, (0, -signal.SIGTERM, 128 + signal.SIGTERM))

    def test_sigterm_while_running(self):
        rc = self.check_exit(self.start(True), "sigterm")
        self.assertIn(rc, (0, -signal.SIGTERM, 128 + signal.SIGTERM))


# ---------------------------------------------------------------------------
class JsonRpc(ServerTest):

    def test_ids_echoed_with_type(self):
        for id in [0, "0", "abc", "", -1, 1, 2**31, 2**53 + 1, 2**63 - 1, -2**63,
                   "\u00e9\u2028\u0000\"\\", "9007199254740993", "x" * 1000]:
            with self.subTest(id=id):
                m = self.raw(json.dumps({"jsonrpc": "2.0", "id": id, "method": "ping"}))
                self.assert_same_id(m["id"], id)
                self.assertEqual(m["result"], {})
        # 0 and "0" are different requests: each answer goes to its own id.
        self.c.start("tools/call", call_params("import time; time.sleep(0.2); 'int'"), id=0)
        self.c.start("tools/call", call_params("'str'"), id="0")
        got = {}
        for _ in range(2):
            m = self.c.next_msg()
            got[json.dumps(m["id"])] = self.tool_result(m)["result"]
        self.assertEqual(got, {"0": "int", '"0"': "str"})

    def test_non_finite_numbers_refused(self):
        # json-c reads NaN, Infinity, -Infinity (not JSON) and 1e999 (JSON, but an
        # infinity): a message holding one anywhere is refused (-32600, addressed to its id
        # when that is readable), so that nothing the server writes can hold one (every
        # line is checked by CheckedClient).
        call = ('{"jsonrpc":"2.0","id":%s,"method":"tools/call","params":{"name":"run_python",'
                '"arguments":{"code":"1"%s}%s}}')
        for line, id in [
                ('{"jsonrpc":"2.0","id":NaN,"method":"ping"}', None),
                ('{"jsonrpc":"2.0","id":1e999,"method":"ping"}', None),
                ('{"jsonrpc":"2.0","id":-Infinity,"method":"ping"}', None),
                ('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":[NaN]}}', 1),
                (call % ("2", ',"timeout_s":NaN', ""), 2),
                (call % ("3", ',"timeout_s":Infinity', ""), 3),
                (call % ("4", ',"timeout_s":1e999', ""), 4),
                (call % ('"t"', "", ',"_meta":{"progressToken":-Infinity}'), "t"),
                (call % ("5", ',"x":{"y":[1,{"z":-1e999}]}', ""), 5),
                ('{"jsonrpc":"2.0","id":6,"method":"initialize","params":{"capabilities":{"x":Infinity}}}', 6)]:
            with self.subTest(line=line):
                m = self.raw(line)
                self.assert_error(m, -32600, id)
                self.assertIn("NaN", m["error"]["message"])
        # Notifications are not answered, a client's response is dropped, and nothing of
        # it reaches a reply.
        self.c.send_lines('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":NaN}}',
                          '{"jsonrpc":"2.0","id":7,"result":{"x":NaN}}')
        self.assert_sentinel_next("after non-finite notifications")
        self.assertEqual(self.run_code("6*7")["result"], 42)

    def test_huge_integer_ids_not_altered(self):
        # Beyond int64 an integer id may be echoed exactly or refused (-32600, id null), but
        # never answered under another id: the client would match it to the wrong request.
        for big in (2**64 - 1, 2**64, 2**80, -2**63 - 1, -2**70):
            with self.subTest(id=big):
                m = self.raw('{"jsonrpc":"2.0","id":%d,"method":"ping"}' % big)
                if "error" in m:
                    self.assert_error(m, -32600, None)
                else:
                    self.assertEqual(m["id"], big, "answered under another id")
        self.assert_sentinel_next()

    def test_notifications_never_answered(self):
        notes = [
            '{"jsonrpc":"2.0","method":"notifications/initialized"}',
            '{"jsonrpc":"2.0","method":"notifications/initialized","params":{}}',
            '{"jsonrpc":"2.0","method":"notifications/foo"}',
            '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":12345}}',
            '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"nope","reason":"x"}}',
            '{"jsonrpc":"2.0","method":"notifications/cancelled"}',
            '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{}}',
            '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}',
            '{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}',
            '{"jsonrpc":"2.0","method":"ping"}',
            '{"jsonrpc":"2.0","method":"tools/list"}',
            '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"run_python","arguments":{"code":"print(1)"}}}',
            '{"jsonrpc":"2.0","method":"initialize","params":{}}',
            # Malformed notifications are not answered either.
            '{"jsonrpc":"1.0","method":"notifications/foo"}',
            '{"method":"notifications/foo"}',
            '{"jsonrpc":"2.0","method":"notifications/foo","params":3}',
            # A response from the client (we never send requests): nothing to answer.
            '{"jsonrpc":"2.0","id":5,"result":{}}',
            '{"jsonrpc":"2.0","id":6,"error":{"code":-32601,"message":"x"}}',
            # Blank lines.
            '', '   ', '\r',
        ]
        for n in notes:
            with self.subTest(notification=n):
                self.c.send_lines(n)
                self.assert_sentinel_next("after %s" % n)
        # Still one answer per request afterwards.
        self.assertEqual(self.run_code("print(2)")["logs"], "2\n")

    def test_ping_while_call_running(self):
        # The call keeps a CPU busy, so it is seen running; the ping's reply comes first.
        cid = self.c.start("tools/call", call_params("while True: pass", timeout_s=60))
        busy_workers(self.c.proc.pid)
        t0 = time.monotonic()
        m = self.raw('{"jsonrpc":"2.0","id":"p","method":"ping"}')
        self.assertEqual(m, {"jsonrpc": "2.0", "id": "p", "result": {}})
        self.assertLess(time.monotonic() - t0, 5, "ping waited for the running call")
        self.c.notify("notifications/cancelled", {"requestId": cid})
        self.assert_sentinel_next("after the cancelled call")

    def test_parse_errors(self):
        for line in [b"{bad json", b'{"jsonrpc":"2.0","id":1,"method":"ping"',
                     b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"\xff"}}',
                     b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"\xc0\xaf"}}',
                     b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"\xed\xa0\x80"}}',
                     b'\xef\xbb\xbf{"jsonrpc":"2.0","id":1,"method":"ping"}',
                     b'{"jsonrpc":"2.0","id":1,"method":"ping"} {"jsonrpc":"2.0","id":2,"method":"ping"}',
                     b"{'jsonrpc':'2.0','id':1,'method':'ping'}", b"nul", b"\x00"]:
            with self.subTest(line=line):
                m = self.raw(line)
                self.assert_error(m, -32700, None)
        self.assert_sentinel_next()

    def test_invalid_requests(self):
        cases = [
            ("[]", None),
            ('{"jsonrpc":"1.0","id":1,"method":"ping"}', 1),
            ('{"id":2,"method":"ping"}', 2),
            ('{"jsonrpc":2.0,"id":3,"method":"ping"}', 3),
            ('{"jsonrpc":"2.0","id":null,"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":1.5,"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":2.0,"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":true,"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":[1],"method":"ping"}', None),
            ('{"jsonrpc":"2.0","id":7,"method":5}', 7),
            ('{"jsonrpc":"2.0","id":8,"method":null}', 8),
            ('{"jsonrpc":"2.0","id":9,"method":{"a":1}}', 9),
            ('{"jsonrpc":"2.0","id":10,"method":"ping","params":3}', 10),
            ('{"jsonrpc":"2.0","id":11,"method":"ping","params":"x"}', 11),
            ('{"jsonrpc":"2.0","id":12}', 12),
            ('{"jsonrpc":"2.0","id":13,"result":{},"method":7}', 13),
            ('"ping"', None), ("{}", None), ('{"jsonrpc":"2.0"}', None),
        ]
        for line, id in cases:
            with self.subTest(line=line):
                m = self.raw(line)
                self.assert_error(m, -32600)
                self.assertIn("id", m)
                if id is None:
                    self.assertIsNone(m["id"], m)
                else:
                    # The id was readable: JSON-RPC asks for it to be echoed.
                    self.assert_same_id(m["id"], id)
        self.assert_sentinel_next()

    def test_json_scalar_is_invalid_request(self):
        # Valid JSON that is not a request object is -32600 (JSON-RPC 2.0), like "ping"
        # or [1]; -32700 is only for text that is not JSON.
        for line in ("42", "-1", "1.5", "true", "false", "null"):
            with self.subTest(line=line):
                m = self.raw(line)
                self.assert_error(m, -32600, None)
        self.assert_sentinel_next()

    def test_unknown_methods(self):
        for i, meth in enumerate(["server/discover", "resources/list", "prompts/list",
                                  "resources/templates/list", "logging/setLevel",
                                  "completion/complete", "tools/List", "", "rpc.discover"]):
            with self.subTest(method=meth):
                m = self.raw(json.dumps({"jsonrpc": "2.0", "id": i, "method": meth, "params": {}}))
                self.assert_error(m, -32601, i)

    def test_long_line(self):
        # 10 MiB on one line: one -32600 answer, the id echoed when it can be found (first
        # or last member), then the server goes on as before.
        code = "x" * (10 * MIB)
        for line, id in [
                ('{"jsonrpc":"2.0","method":"tools/call","params":{"name":"run_python",'
                 '"arguments":{"code":"%s"}},"id":4242}' % code, 4242),
                ('{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"run_python",'
                 '"arguments":{"code":"%s"}}}' % code, "big")]:
            with self.subTest(id=id):
                t0 = time.monotonic()
                m = self.raw(line)
                self.assert_error(m, -32600, id)
                self.assert_sentinel_next("after the answer to the long line")
                self.assertLess(time.monotonic() - t0, 10)
        self.assertEqual(self.run_code("6*7")["result"], 42)


# ---------------------------------------------------------------------------
class Tools(ServerTest):

    def test_tools_list(self):
        for params in (None, {}, {"_meta": {"progressToken": 1}}):
            with self.subTest(params=params):
                m = self.c.request("tools/list", params)
                self.assertNotIn("error", m)
                self.assertEqual([t["name"] for t in m["result"]["tools"]], ["run_python"])
                self.assertNotIn("nextCursor", m["result"])
        for cursor in ("bogus", ""):
            with self.subTest(cursor=cursor):
                m = self.c.request("tools/list", {"cursor": cursor})
                self.assert_error(m, -32602)

    def test_tool_declaration(self):
        t = self.c.request("tools/list")["result"]["tools"][0]
        self.assertEqual(t["name"], "run_python")
        self.assertEqual(t["title"], "Run Python (sandboxed)")
        self.assertIsInstance(t["description"], str)
        self.assertGreater(len(t["description"]), 50)
        # The modules it names as refused are refused, and it lists the allowed ones.
        refused = re.search(r"Anything else \(([^)]*)\) is refused", t["description"])
        self.assertIsNotNone(refused, t["description"])
        allowed = {m["name"] for m in policy()["allowed_imports"]}
        named = [m.strip() for m in refused.group(1).split(",") if m.strip() != "..."]
        self.assertTrue(named)
        self.assertEqual([m for m in named if m in allowed], [])
        for m in ("io", "warnings", "json", "math"):
            self.assertIn(m, allowed)
            self.assertRegex(t["description"], r"Allowed imports: [^.]*\b%s\b" % m)
        a = t["annotations"]
        self.assertIs(a["readOnlyHint"], True)
        self.assertIs(a["destructiveHint"], False)
        self.assertIs(a["idempotentHint"], False)
        self.assertIs(a["openWorldHint"], False)
        s = t["inputSchema"]
        self.assertEqual(s["type"], "object")
        self.assertEqual(s["required"], ["code"])
        self.assertEqual(s["properties"]["code"]["type"], "string")
        self.assertEqual(s["properties"]["timeout_s"]["type"], "number")
        self.assertEqual(s["properties"]["session"]["type"], "string")
        self.assertEqual(s["properties"]["reset"]["type"], "boolean")
        self.assertIs(s.get("additionalProperties"), False)
        o = t["outputSchema"]
        self.assertEqual(o["type"], "object")
        # "session" is there only for a call that names one: optional.
        self.assertEqual(set(o["properties"]), OUTPUT_FIELDS | {"session", "figures", "figures_dropped"})
        self.assertEqual(set(o["required"]), OUTPUT_FIELDS)
        self.assertEqual(set(o["properties"]["session"]["required"]), {"name", "new"})
        self.assertEqual(o["properties"]["logs"]["type"], "string")
        self.assertEqual(o["properties"]["logs_truncated"]["type"], "boolean")
        self.assertEqual(o["properties"]["duration_ms"]["type"], "number")

    def test_unknown_tool(self):
        m = self.call(call_params("print(1)", name="run_pythonx"), id="u")
        self.assert_error(m, -32602, "u")
        m = self.c.request("tools/call", {"arguments": {"code": "1"}}, id="n")
        self.assert_error(m, -32602, "n")
        m = self.c.request("tools/call", {"name": 5, "arguments": {"code": "1"}}, id="n5")
        self.assert_error(m, -32602, "n5")

    def test_bad_arguments(self):
        for args in [{}, {"code": 42}, {"code": None}, {"code": ["print(1)"]},
                     {"code": "1", "timeout_s": "x"}, {"code": "1", "timeout_s": -1},
                     {"code": "1", "timeout_s": 0}, {"code": "1", "timeout_s": True},
                     {"code": "1", "timeout_s": None}, {"code": "1", "timeout": 5},
                     {"code": "1", "extra": 1}, {"timeout_s": 1}]:
            with self.subTest(args=args):
                m = self.call({"name": "run_python", "arguments": args})
                sc = self.tool_result(m)
                self.assertTrue(m["result"]["isError"])
                self.assertEqual(sc["error"]["type"], "InvalidArguments", sc)
        for args in ([], "print(1)", 5):
            with self.subTest(arguments=args):
                sc = self.tool_result(self.call({"name": "run_python", "arguments": args}))
                self.assertEqual(sc["error"]["type"], "InvalidArguments", sc)

    def test_missing_or_null_arguments(self):
        # `arguments` is optional in CallToolRequest: without it (or null), `code` is
        # missing, which is an InvalidArguments tool result, and the server lives on.
        for params in ({"name": "run_python"}, {"name": "run_python", "arguments": None}):
            with self.subTest(params=params):
                if self.c.proc.poll() is not None:  # the previous case killed it
                    self.c.dispose()
                    self.c = CheckedClient()
                m = self.c.request("tools/call", params, timeout=10)
                sc = self.tool_result(m)
                self.assertEqual(sc["error"]["type"], "InvalidArguments", sc)
                self.assert_sentinel_next()

    def test_code_size_limit(self):
        sc = self.run_code("#" * (MIB + 1))
        self.assertEqual(sc["error"]["type"], "CodeTooLarge", sc)
        sc = self.run_code("x" * (3 * MIB))
        self.assertEqual(sc["error"]["type"], "CodeTooLarge", sc)
        # Exactly 1 MiB is accepted.
        code = "x = 7\n#" + "-" * (MIB - 8) + "\n"
        self.assertEqual(len(code.encode()), MIB)
        sc = self.run_code(code)
        self.assertIsNone(sc["error"], sc)
        self.assertEqual(sc["result"], 7)

    def test_success_and_errors_shape(self):
        sc = self.run_code("print(1)")
        self.assertEqual(sc["logs"], "1\n")
        self.assertIsNone(sc["error"])
        m = self.call(call_params('print("a")\nraise ValueError("x")'))
        sc = self.tool_result(m)
        self.assertTrue(m["result"]["isError"])
        self.assertEqual(sc["error"]["type"], "ValueError")
        self.assertEqual(sc["error"]["message"], "x")
        self.assertEqual(sc["error"]["line"], 2)
        self.assertEqual(sc["logs"], "a\n")
        sc = self.run_code("import os")
        self.assertEqual(sc["error"]["type"], "ModuleNotFoundError")
        sc = self.run_code("def f(:\n  pass")
        self.assertEqual(sc["error"]["type"], "SyntaxError")
        sc = self.run_code("while True: pass", timeout_s=0.5)
        self.assertEqual(sc["error"]["type"], "TimeoutError")
        sc = self.run_code("[1, 'a', None, 2.5, {'k': (1, 2)}]")
        self.assertEqual(sc["result"], [1, "a", None, 2.5, {"k": [1, 2]}])
        self.assertEqual(sc["result_type"], "list")
        self.assertFalse(self.call(call_params("1"))["result"]["isError"])
        self.assert_sentinel_next("after tool errors")

    def test_awkward_characters_in_output(self):
        s = 'a\nb\rc\x00d"e\\f\u2028g\u2029h\x1b\x7fi\u00e9\U0001F600\t'
        code = "s = %r\nprint(s)\nprint(s, end='')\ns" % s
        self.c.start("tools/call", call_params(code), id="w")
        line = self.c.read_line(30)  # one line, checked strictly by CheckedClient
        m = json.loads(line)
        sc = self.tool_result(m)
        self.assertEqual(sc["logs"], s + "\n" + s)
        self.assertEqual(sc["result"], s)
        # Lone surrogates cannot be UTF-8: they arrive as U+FFFD, and the line stays valid.
        sc = self.run_code('print("\\udcff|\\ud800")\n"\\ud800x"')
        self.assertEqual(sc["logs"], "\ufffd|\ufffd\n")
        self.assertEqual(sc["result"], "\ufffdx")
        sc = self.run_code('{"\\ud800": "\\udfff"}')
        self.assertEqual(sc["result"], {"\ufffd": "\ufffd"})

    def test_huge_output(self):
        for code in ['print("x"*50_000_000)',
                     'for i in range(200_000): print(i, "\\u2028\\x00\\"\\\\")']:
            with self.subTest(code=code):
                self.c.start("tools/call", call_params(code), id="huge")
                line = self.c.read_line(60)
                self.assertLess(len(line), 4 * MIB, "one reply line must stay small")
                m = json.loads(line)
                self.assertEqual(m["id"], "huge")
                sc = self.tool_result(m)
                self.assertIsNone(sc["error"], sc)
                self.assertIs(sc["logs_truncated"], True)
                self.assertLessEqual(len(sc["logs"]), 65536 + 100)
                self.assertIn("characters truncated]...", sc["logs"])
        self.assert_sentinel_next()


if __name__ == "__main__":
    run_main()
