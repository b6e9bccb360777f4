#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): notifications/cancelled matches request ids with strcmp (daemon/mcp.c same_id), so a
#          string id containing U+0000 matches any id that is its prefix up to the NUL.
# observed: cancelling requestId "a\u0000zzz" (never sent) kills the running call "a"; "a" is never answered.
# expect: ids are compared by full value/length ("a" != "a\u0000zzz"); call "a" answered with result "A".
import json, os, select, subprocess, sys
BIN = os.environ["SAFEPY"]
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send(o): p.stdin.write(json.dumps(o).encode() + b"\n"); p.stdin.flush()
def recv(t):  # t: a deadline for a failure to show, not an expected duration
    r, _, _ = select.select([p.stdout], [], [], t)
    return json.loads(p.stdout.readline()) if r else None
send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}})
recv(60); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
send({"jsonrpc": "2.0", "id": "a", "method": "tools/call",
      "params": {"name": "run_python", "arguments": {"code": "import time; time.sleep(1); 'A'"}}})
# (Whether "a" runs or still waits for a worker, the cancel must not match it.)
send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "a\u0000zzz"}})
m = recv(60)
p.stdin.close(); p.wait(5)
if m is None:
    print("BUG: call 'a' was cancelled by a cancel for id 'a\\u0000zzz' (no answer in 60 s)"); sys.exit(1)
print("ok:", m["id"], m["result"]["structuredContent"]["result"])
