#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): a progressToken integer beyond 64 bits is clamped by json-c and echoed clamped in
#          notifications/progress (the id path has clamp detection in proto/jsonrpc.c, the token has none).
# observed: token 18446744073709551623 (2**64+7) -> progress notifications carry 18446744073709551615.
# expect: the exact token echoed, or the token ignored (no progress) - never a different token.
import json, os, select, subprocess, sys, time
BIN = os.environ["SAFEPY"]
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send(o): p.stdin.write(json.dumps(o).encode() + b"\n"); p.stdin.flush()
def recv(t):
    r, _, _ = select.select([p.stdout], [], [], t)
    return json.loads(p.stdout.readline()) if r else None
send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}})
recv(60); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
TOK = 2**64 + 7
send({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
      "params": {"name": "run_python", "arguments": {"code": "import time; time.sleep(1.5)"}, "_meta": {"progressToken": TOK}}})
bad = []
while True:
    m = recv(60)
    if m is None or "id" in m: break
    if m.get("method") == "notifications/progress" and m["params"]["progressToken"] != TOK:
        bad.append(m["params"]["progressToken"])
p.stdin.close(); p.wait(60)
if bad:
    print("BUG: progress sent for token(s) %r, request used %d" % (bad, TOK)); sys.exit(1)
print("ok")
