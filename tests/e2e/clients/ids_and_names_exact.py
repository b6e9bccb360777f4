# checks: ids, tool names and argument keys are taken exactly as sent or refused. An id
# holding an escaped lone surrogate (json-c reads it as U+FFFD) is refused with -32600
# and never answered or cancelled as "\ufffd"; a tool name or an argument key with U+0000
# (json-c keeps keys as C strings) is not read as a shorter one (red-team pass 69).
import json, os, select, subprocess, sys
BIN = os.environ["SAFEPY"]
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send_raw(line): p.stdin.write(line.encode() + b"\n"); p.stdin.flush()
def send(o): send_raw(json.dumps(o))
def recv(t=60):
    r, _, _ = select.select([p.stdout], [], [], t)
    return json.loads(p.stdout.readline()) if r else None
send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}})
recv(); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
bad = []
send_raw('{"jsonrpc":"2.0","id":"\\ud800","method":"ping"}')
m = recv()
if not (m and m.get("id") is None and m.get("error", {}).get("code") == -32600):
    bad.append("lone-surrogate id answered: %r" % (m,))
send_raw('{"jsonrpc":"2.0","id":"\\ud83d\\ude00","method":"ping"}')
m = recv()
if not (m and m.get("id") == "\U0001F600" and m.get("result") == {}):
    bad.append("surrogate-pair id not echoed: %r" % (m,))
send({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "run_python\u0000zz", "arguments": {"code": "6*7"}}})
m = recv()
if not (m and m.get("id") == 1 and m.get("error", {}).get("code") == -32602):
    bad.append("tool name with NUL ran: %r" % (m,))
send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "run_python", "arguments": {"code\u0000x": "6*7"}}})
m = recv()
if not (m and "error" in m and m["error"].get("code") == -32700):
    bad.append("argument key with NUL taken as 'code': %r" % (m,))
send({"jsonrpc": "2.0", "id": 3, "method": "ping"})
m = recv()
if not (m and m.get("id") == 3):
    bad.append("server stopped answering: %r" % (m,))
p.stdin.close(); p.wait(10)
if bad:
    print("\n".join(bad)); sys.exit(1)
print("ok")
