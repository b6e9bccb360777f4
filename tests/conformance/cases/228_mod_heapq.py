import heapq
h = []
for v in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, v)
popped = [heapq.heappop(h) for _ in range(3)]
data = [9, 4, 7, 1, 8]
heapq.heapify(data)
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "test"))
[popped, h[0], data[0], heapq.nlargest(2, [5, 1, 8, 3]), heapq.nsmallest(2, [5, 1, 8, 3], key=lambda x: -x),
 list(heapq.merge([1, 4, 7], [2, 5], [3])), heapq.heappop(tasks), heapq.heappushpop(h, 0), heapq.heapreplace(h, 100), sorted(h)]
