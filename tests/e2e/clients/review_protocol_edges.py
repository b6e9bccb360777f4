# checks (a review of pass 69's fixes found these open): ids with escaped lone surrogates
# refused also in a batch after an escaped U+0000 and when the message repeats "id" (json-c
# keeps the last), a clamped integer id refused when repeated too, a progress token with an
# escaped lone surrogate dropped (no notification carries U+FFFD), and error messages that
# quote a long name cut on a character boundary (valid UTF-8).
import json, os, select, subprocess, sys
BIN = os.environ["SAFEPY"]

def session(lines, answers):
    """Sends the lines, reads until `answers` responses came (the server answers nothing
    after stdin EOF), then closes stdin; returns every line after initialize's reply."""
    p = subprocess.Popen([BIN, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    for l in lines:
        p.stdin.write(l.encode() + b"\n")
    p.stdin.flush()
    out, n = [], 0
    while n < answers:
        r, _, _ = select.select([p.stdout], [], [], 60)  # a deadline for a failure to show
        l = p.stdout.readline() if r else b""
        if not l:
            break
        out.append(l.rstrip(b"\n"))
        try:
            m = json.loads(l)
        except ValueError:  # not UTF-8 JSON: reported below, still an answer
            m = {}
        n += len(m) if isinstance(m, list) else "method" not in m
    p.stdin.close()
    out += p.stdout.read().split(b"\n")
    p.wait(60)
    return out[1:]

bad = []
init = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26"}}'
out = session([init,
               '[{"jsonrpc":"2.0","id":"\\u0000\\ud800","method":"ping"}]',
               '{"jsonrpc":"2.0","id":"ok","method":"ping","id":"\\udc00"}',
               '{"jsonrpc":"2.0","id":-9223372036854775808,"method":"ping","id":-99999999999999999999}'], 4)
got = [l for l in out if l]
if len(got) != 3 or any(b'"error"' not in l or b'-32600' not in l for l in got):
    bad.append("ids not refused: %r" % got)
init2 = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}'
out = session([init2, '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"run_python",'
               '"_meta":{"progressToken":"\\ud800"},"arguments":{"code":"import time\\ntime.sleep(2.5)"}}}'], 2)
if any(b"notifications/progress" in l for l in out):
    bad.append("progress sent for a lone-surrogate token: %r" % [l for l in out if b"progress" in l])
name = "a" * 149 + "\u00e9"
out = session([init2, '{"jsonrpc":"2.0","id":1,"method":"%s"}' % name,
               '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"%s"}}' % name], 3)
for l in out:
    try:
        l.decode("utf-8")
    except UnicodeDecodeError:
        bad.append("invalid UTF-8 reply: %r" % l[-40:])
if bad:
    print("\n".join(bad)); sys.exit(1)
print("ok")
