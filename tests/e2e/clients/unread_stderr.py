#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): log lines go to stderr with a blocking fprintf (daemon/log.c). A client that pipes the
#          server's stderr and does not read it (MCP: clients "MAY capture, forward, or ignore"
#          stderr) fills the 64 KiB pipe; the next log line blocks the whole event loop forever.
#          Every timed-out / killed call logs an info line, so ~700 timeouts are enough.
# observed: calls with timeout_s=1e-9, answered one by one; after ~700 the server stops
#          answering (wchan anon_pipe_write), in flight calls and pings never answered.
# expect: logging never blocks serving: stderr non-blocking with lines dropped (and counted) on
#          EAGAIN, or written from a bounded queue.
import json, os, select, subprocess, sys
BIN = os.environ["SAFEPY"]
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
def send(o): p.stdin.write(json.dumps(o).encode() + b"\n"); p.stdin.flush()
def recv(t):
    r, _, _ = select.select([p.stdout], [], [], t)
    return json.loads(p.stdout.readline()) if r else None
send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}})
recv(60); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
for k in range(3000):
    send({"jsonrpc": "2.0", "id": k + 1, "method": "tools/call",
          "params": {"name": "run_python", "arguments": {"code": "1", "timeout_s": 1e-9}}})
    if recv(60) is None:  # a deadline for a hang to show, however loaded the machine is
        send({"jsonrpc": "2.0", "id": "ping", "method": "ping"})
        print("BUG: server stopped answering after %d calls (ping unanswered: %s; wchan %s)"
              % (k, recv(10) is None, open("/proc/%d/wchan" % p.pid).read()))
        p.kill(); p.wait(); sys.exit(1)
print("ok: 3000 calls answered"); p.kill(); p.wait()
