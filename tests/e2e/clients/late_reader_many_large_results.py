#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): when a client reads its replies late, the stdio server queues output up to 512 MiB
#          (OUT_PAUSE stops reading only after 16 MiB is queued, but calls already read keep
#          adding ~2 MiB replies). At the cap, send_json logs "output queue full ... closing" and
#          sets s->eof, but the session is not closed: the server stays alive, drops every later
#          reply and ignores all further input.
# observed: 400 pipelined calls returning 'x'*1_000_000, client starts reading after 12 s:
#          ~268 answers, the other ~132 requests never answered, a later ping never answered,
#          process still running, RSS ~515 MiB. Same in `safepy serve`: each stalled connection
#          holds up to 512 MiB (3 such clients: daemon RSS 1.5 GiB) and its session never closes.
# expect: every request answered exactly once (keep applying backpressure: stop taking calls
#          whose replies cannot be queued), or really close (exit / EOF on stdout) so the client
#          sees a dead server instead of waiting forever.
import json, os, select, subprocess, sys, time
BIN = os.environ["SAFEPY"]
p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send(o): p.stdin.write(json.dumps(o).encode() + b"\n"); p.stdin.flush()
buf = b""
def line(t):
    global buf
    end = time.monotonic() + t
    while b"\n" not in buf:
        r, _, _ = select.select([p.stdout], [], [], max(0, end - time.monotonic()))
        if not r: return None
        d = os.read(p.stdout.fileno(), 1 << 20)
        if not d: return None
        buf += d
    l, buf = buf.split(b"\n", 1); return l
send({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}})
line(60); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
N = 400
for i in range(N):
    send({"jsonrpc": "2.0", "id": i, "method": "tools/call",
          "params": {"name": "run_python", "arguments": {"code": "'x'*1_000_000"}}})
time.sleep(12)  # the scenario: a slow client that reads nothing for a while
rss = int(open("/proc/%d/status" % p.pid).read().split("VmRSS:")[1].split()[0]) >> 10
got = set()
while len(got) < N:
    l = line(60)  # a deadline for a lost answer to show, however loaded the machine is
    if l is None: break
    got.add(json.loads(l)["id"])
send({"jsonrpc": "2.0", "id": "ping-after", "method": "ping"})
after = line(60)
alive = p.poll() is None
p.kill(); p.wait()
print("server RSS %d MiB; answered %d of %d; ping afterwards: %s; server still running: %s"
      % (rss, len(got), N, "answered" if after else "NO ANSWER", alive))
if len(got) < N or after is None:
    print("BUG: requests silently lost and the server hangs"); sys.exit(1)
