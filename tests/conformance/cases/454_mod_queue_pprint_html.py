# queue (FIFO/LIFO/priority, Empty/Full, timeouts), pprint of nested data, html escaping.
import queue, pprint, html
q = queue.Queue(maxsize=2)
q.put(1); q.put(2)
try:
    q.put_nowait(3)
except queue.Full:
    print("Full")
try:
    q.put(3, timeout=0.01)
except queue.Full:
    print("Full after timeout")
print(q.get(), q.get(), q.empty(), q.qsize())
try:
    q.get_nowait()
except queue.Empty:
    print("Empty")
try:
    q.get(timeout=0.01)
except queue.Empty:
    print("Empty after timeout")
lq, pq = queue.LifoQueue(), queue.PriorityQueue()
for x in (3, 1, 2):
    lq.put(x); pq.put((x, "job%d" % x))
print([lq.get() for _ in range(3)], [pq.get()[1] for _ in range(3)])
sq = queue.SimpleQueue()
sq.put("a")
print(sq.get(), sq.empty())
data = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 31, "tags": list(range(12))}},
                  {"name": "bob", "roles": [], "meta": {}}], "count": 2, "nested": [[1, [2, [3, [4]]]]]}
pprint.pprint(data, width=60)
pprint.pprint(data, depth=2, compact=True)
print(pprint.pformat(list(range(30)), width=40))
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat({"b": 1, "a": 2}, sort_dicts=False), pprint.saferepr([1, {"x": "y"}]))
pprint.pp({"z": 1, "y": [2] * 3})
print(html.escape('<a href="x">Tom & "Jerry"\'s</a>'), html.escape("<b>", quote=False), html.unescape("&lt;p&gt; &amp;amp; &eacute; &#233; &#x41; &nbsp;|"))
