# checks (a review of pass 69's fixes found the opposite): daemon/mcp.c mcp_free(): the closing flush is bounded to FLUSH_GRACE (2 s) per SESSION;
#   serve_free() frees sessions one after another, so a daemon with N clients that stopped reading
#   takes N x 2 s to stop (MAX_SESSIONS = 256: up to ~8.5 min, past systemd's stop timeout), and
#   the comment ("must not keep a shutdown waiting") claims a bound the daemon does not have.
# observed: SIGTERM -> exit after ~2 s per unread client (6 clients: ~12 s).
# expect: one shared deadline for the whole shutdown (pass `until` from serve_free / main),
#   or flush all sessions together in one poll loop.
import socket, subprocess, json, time, os, signal, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))
from waiting import queued_bytes, unix_listening, wait_for  # noqa: E402
sock = os.path.join(os.environ["SAFEPY_TEST_TMP"], "flush.sock")
try: os.unlink(sock)
except FileNotFoundError: pass
d = subprocess.Popen([os.environ["SAFEPY"], "serve", "--socket", sock], stderr=subprocess.DEVNULL)
wait_for(lambda: unix_listening(sock), 60, "the daemon listening")
N = 6
cl = []
for i in range(N):
    c = socket.socket(socket.AF_UNIX); c.connect(sock)
    c.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    msgs = [{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}},
            {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_python","arguments":{"code":"'x'*900000"}}}]
    c.sendall("".join(json.dumps(m)+"\n" for m in msgs).encode())
    cl.append(c)   # never read
# Each big reply is being written and stalls: the part that fits waits in the client's
# socket, the rest in the daemon.
for c in cl:
    wait_for(lambda: queued_bytes(c.fileno()) >= 50000, 60, "a stalled reply on every client")
t = time.time(); d.send_signal(signal.SIGTERM); d.wait(); took = time.time() - t
print("daemon took %.1f s to stop with %d unread clients" % (took, N))
if took > 5:
    print("BUG: shutdown waited on each stalled client in turn"); sys.exit(1)
