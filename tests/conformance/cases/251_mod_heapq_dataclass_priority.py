import heapq
from dataclasses import dataclass, field
@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
jobs = []
for p, n in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "urgent2")]:
    heapq.heappush(jobs, Job(p, n))
order = []
while jobs:
    order.append(heapq.heappop(jobs).name)
order
