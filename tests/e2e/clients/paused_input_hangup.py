# checks (a review of pass 69's fixes found the opposite): daemon/mcp.c update_events()/session_io(): while a session is paused (n_calls >= CALLS_MAX,
#   or output > OUT_PAUSE) the input fd stays registered with events 0, but epoll always reports
#   EPOLLHUP; session_io -> read_input() does nothing (loop guarded by !paused && n_calls < CALLS_MAX),
#   so the level-triggered HUP fires again at once: the supervisor busy-loops until a call ends
#   (with 64 calls queued behind --max-workers that can be many minutes; in `serve` it is the
#   whole daemon, every client).
# observed: ~0.9 s of supervisor CPU per wall second after stdin is closed with 70 calls pipelined.
# expect: ~0 CPU: on HUP/ERR while paused, take the fd out of epoll (EPOLL_CTL_DEL) or note EOF
#   (read 0 / flag) instead of re-polling it.
# 64 calls in flight, then stdin closed: does the supervisor spin?
import subprocess, json, time, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))
from waiting import queued_bytes, wait_for  # noqa: E402
p = subprocess.Popen([os.environ["SAFEPY"],"mcp","--max-workers","2","--pool","2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def line(o): return (json.dumps(o)+"\n").encode()
def send(o): p.stdin.write(line(o)); p.stdin.flush()
send({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})
print(p.stdout.readline()[:80])
calls = [line({"jsonrpc":"2.0","id":i+1,"method":"tools/call","params":{"name":"run_python","arguments":{"code":"import time\ntime.sleep(20)","timeout_s":25}}}) for i in range(70)]
for c in calls:
    p.stdin.write(c); p.stdin.flush()
# Paused: the server has read at least the 64 calls it takes at most (CALLS_MAX), so no
# more than the last 6 lines wait in the pipe.
wait_for(lambda: queued_bytes(p.stdin.fileno()) <= sum(map(len, calls[64:])), 60, "the server pausing its input")
def cpu():
    with open(f"/proc/{p.pid}/stat") as f: s=f.read().split(")")[1].split()
    return (int(s[11])+int(s[12]))/os.sysconf("SC_CLK_TCK")
# Two observation windows of 3 s: the CPU the supervisor uses while it waits.
c0=cpu(); time.sleep(3); print("cpu while paused, stdin open:", cpu()-c0)
p.stdin.close()
try:
    c0 = cpu(); time.sleep(3); used = cpu() - c0
except (OSError, IndexError):
    used = 0.0  # it exited: the end of input, as it should
print("cpu while paused, stdin closed:", used, "exited:", p.poll()); p.kill()
if used > 1.0:
    print("BUG: the supervisor spins on a hung-up input it does not read"); sys.exit(1)
