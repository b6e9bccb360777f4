#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): on SIGTERM, mcp_free() (daemon/mcp.c) switches the client fd to blocking and writes all
#          queued output "best effort" with no time limit. If the client is not reading, the
#          supervisor blocks in write() forever: it never exits, and the template and warm workers
#          are never killed. Same in `safepy serve` (serve_free -> mcp_free per connection): one
#          stalled client keeps the whole daemon from shutting down.
# observed: stdio: 30 calls of 1 MB results unread, SIGTERM -> still running after 5 s (wchan
#          anon_pipe_write), children alive. serve: same with a stalled socket client (wchan
#          sock_alloc_send_pskb).
# expect: TRUST.md: "On stdin EOF or SIGTERM it answers nothing more, kills every worker and the
#          template, and exits 0" - exit promptly (bounded/non-blocking final flush).
import json, os, socket, subprocess, sys, signal
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))
from waiting import queued_bytes, unix_listening, wait_for  # noqa: E402
BIN = os.environ["SAFEPY"]
INIT = {"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}}
def call(i): return (json.dumps({"jsonrpc": "2.0", "id": i, "method": "tools/call",
                                 "params": {"name": "run_python", "arguments": {"code": "'x'*1_000_000"}}}) + "\n").encode()
def check(proc, what, unread_fd):
    # The replies stall: the reader's pipe or socket is full of what it does not read.
    wait_for(lambda: queued_bytes(unread_fd) >= 50000, 60, "%s: output the client does not read" % what)
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(5); print("%s: exited after SIGTERM" % what); return True
    except subprocess.TimeoutExpired:
        print("BUG %s: still running 5 s after SIGTERM (wchan %s)" % (what, open("/proc/%d/wchan" % proc.pid).read()))
        proc.kill(); proc.wait(); return False
# stdio
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
p.stdin.write((json.dumps(INIT) + "\n").encode() + b"".join(call(i) for i in range(30))); p.stdin.flush()
ok1 = check(p, "safepy mcp", p.stdout.fileno())
# daemon
path = os.path.join(os.environ["SAFEPY_TEST_TMP"], "s04.sock")
if os.path.exists(path): os.unlink(path)
d = subprocess.Popen([BIN, "serve", "--socket", path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wait_for(lambda: unix_listening(path), 60, "the daemon listening")
s = socket.socket(socket.AF_UNIX); s.connect(path)
s.sendall((json.dumps(INIT) + "\n").encode() + b"".join(call(i) for i in range(30)))
ok2 = check(d, "safepy serve", s.fileno())
sys.exit(0 if ok1 and ok2 else 1)
