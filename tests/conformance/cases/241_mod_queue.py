import queue
q = queue.Queue()
for i in range(3):
    q.put(i)
got = [q.get_nowait() for _ in range(3)]
try:
    q.get_nowait()
except queue.Empty:
    got.append("empty")
lq = queue.LifoQueue()
for c in "abc":
    lq.put(c)
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
bq = queue.Queue(maxsize=1)
bq.put_nowait("x")
try:
    bq.put_nowait("y")
except queue.Full:
    got.append("full")
[got, [lq.get() for _ in range(3)], [pq.get()[1] for _ in range(3)], q.empty(), bq.qsize(), bq.full()]
