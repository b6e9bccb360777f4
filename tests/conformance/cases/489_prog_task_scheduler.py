# A task scheduler: dataclass tasks ordered by priority, dependency resolution with
# graphlib, a simulated clock with worker slots (heapq of finishing times), retries on
# failure, and a run log.
from dataclasses import dataclass, field
from graphlib import TopologicalSorter
import heapq

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=True)
    duration: int = field(default=1, compare=False)
    deps: tuple = field(default=(), compare=False)
    fails: int = field(default=0, compare=False, repr=False)

class Scheduler:
    def __init__(self, tasks, workers=2, max_retries=2):
        self.tasks = {t.name: t for t in tasks}
        self.workers = workers
        self.max_retries = max_retries
        self.log = []

    def run(self):
        ts = TopologicalSorter({t.name: t.deps for t in self.tasks.values()})
        ts.prepare()
        ready = []
        running = []
        clock = 0
        attempts = {}
        finished = []
        def refill():
            for name in ts.get_ready():
                heapq.heappush(ready, self.tasks[name])
        refill()
        while ready or running:
            while ready and len(running) < self.workers:
                task = heapq.heappop(ready)
                attempts[task.name] = attempts.get(task.name, 0) + 1
                heapq.heappush(running, (clock + task.duration, task.name))
                self.log.append(f"t={clock:>2} start  {task.name} (try {attempts[task.name]})")
            clock, name = heapq.heappop(running)
            task = self.tasks[name]
            if task.fails >= attempts[name]:
                self.log.append(f"t={clock:>2} FAIL   {name}")
                if attempts[name] <= self.max_retries:
                    heapq.heappush(ready, task)
                else:
                    raise RuntimeError(f"{name} failed {attempts[name]} times")
                continue
            self.log.append(f"t={clock:>2} done   {name}")
            finished.append(name)
            ts.done(name)
            refill()
        return clock, finished

tasks = [Task(2, "fetch", 3), Task(1, "config", 1), Task(3, "compile", 4, ("fetch", "config")),
         Task(1, "lint", 2, ("fetch",), fails=1), Task(2, "test", 3, ("compile",)),
         Task(5, "docs", 2, ("config",)), Task(4, "package", 1, ("test", "lint", "docs"))]
total, order = Scheduler(tasks).run()
print("makespan", total, "order", order)
s = Scheduler(tasks)
s.run()
print("\n".join(s.log))
print(sorted(tasks)[:3])
try:
    Scheduler([Task(1, "flaky", 1, fails=5)], max_retries=1).run()
except RuntimeError as e:
    print("RuntimeError:", e)
