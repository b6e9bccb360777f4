#!/usr/bin/env python3
# checks (red-team pass 69 found the opposite): --max-workers ("calls running at once; more are queued") is not enforced. pool_tick
#          (daemon/pool.c) counts `busy` while it walks the worker list and assigns a queued job
#          to a READY worker when busy-so-far < max_workers; READY workers that sit before the
#          BUSY ones in the list get jobs although max_workers are already running.
# observed: --max-workers 2, 12 pipelined 1-second busy loops: 3 or 4 of them start at the same
#          instant (2 of 3 runs); timestamps taken inside the code.
# expect: never more than 2 calls running at once.
import json, os, select, subprocess, sys, time
BIN = os.environ["SAFEPY"]
worst = 0
for run in range(3):
    p = subprocess.Popen([BIN, "mcp", "--max-workers", "2", "--pool", "2"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    def send(o): p.stdin.write(json.dumps(o).encode() + b"\n"); p.stdin.flush()
    send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "r", "version": "1"}}})
    p.stdout.readline(); send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    code = "import time\nt = time.time()\nwhile time.time() - t < 1: pass\nt"
    for i in range(12):
        send({"jsonrpc": "2.0", "id": i + 1, "method": "tools/call", "params": {"name": "run_python", "arguments": {"code": code, "timeout_s": 60}}})
    starts = [json.loads(p.stdout.readline())["result"]["structuredContent"]["result"] for _ in range(12)]
    p.stdin.close(); p.wait(5)
    ev = sorted([(s, 1) for s in starts] + [(s + 1.0, -1) for s in starts], key=lambda x: (x[0], x[1]))
    cur = mx = 0
    for _, d in ev: cur += d; mx = max(mx, cur)
    print("run %d: at most %d calls running at once" % (run, mx))
    worst = max(worst, mx)
if worst > 2: print("BUG: --max-workers 2 exceeded (%d)" % worst); sys.exit(1)
