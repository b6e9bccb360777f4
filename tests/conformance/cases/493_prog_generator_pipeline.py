# A log-processing pipeline built from generator functions: reading lines, parsing with
# a regex, filtering, enriching, sliding-window averages, grouping, and early stop
# with itertools; each stage is lazy.
import re
import itertools
from collections import deque, Counter
from statistics import mean

RAW = """\
10:00:01 GET /api/users 200 120ms
10:00:02 GET /api/users 200 95ms
10:00:02 POST /api/orders 201 340ms
garbage line here
10:00:03 GET /api/orders 500 1200ms
10:00:04 GET /health 200 3ms
10:00:05 DELETE /api/users/7 403 40ms
10:00:05 GET /api/users 200 110ms
10:00:06 POST /api/orders 201 290ms
10:00:07 GET /api/orders 200 180ms
"""
LINE = re.compile(r"(?P<time>\S+) (?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")

def read(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line

def parse(lines, bad):
    for n, line in lines:
        m = LINE.fullmatch(line)
        if m is None:
            bad.append(n)
            continue
        rec = m.groupdict()
        rec["status"], rec["ms"] = int(rec["status"]), int(rec["ms"])
        yield rec

def enrich(records):
    for r in records:
        r["resource"] = r["path"].split("/")[2] if r["path"].count("/") >= 2 else r["path"].strip("/")
        r["ok"] = r["status"] < 400
        yield r

def window_avg(records, size=3):
    win = deque(maxlen=size)
    for r in records:
        win.append(r["ms"])
        yield r["time"], round(mean(win), 1)

bad = []
records = list(enrich(parse(read(RAW), bad)))
print("parsed", len(records), "bad lines", bad)
print(list(window_avg(r for r in records if r["resource"] != "health")))
print(Counter(r["status"] // 100 * 100 for r in records))
for resource, group in itertools.groupby(sorted(records, key=lambda r: r["resource"]), key=lambda r: r["resource"]):
    g = list(group)
    print(f"{resource:<7} n={len(g)} avg={mean(r['ms'] for r in g):7.1f} errors={sum(not r['ok'] for r in g)}")
first_error = next((r for r in records if not r["ok"]), None)
print("first error:", first_error["time"], first_error["path"], first_error["status"])
slow = itertools.takewhile(lambda r: r["ms"] < 1000, records)
print("before first slow:", [r["time"] for r in slow])
def stage_counter(name, it, counts):
    for x in it:
        counts[name] += 1
        yield x
counts = Counter()
pipeline = stage_counter("out", (r for r in stage_counter("in", enrich(parse(read(RAW), [])), counts) if r["method"] == "GET"), counts)
print([r["path"] for r in itertools.islice(pipeline, 2)], dict(counts))
