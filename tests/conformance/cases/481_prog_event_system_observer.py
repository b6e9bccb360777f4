# An observer / pub-sub event bus: decorator-registered handlers with priorities, event
# dataclasses, wildcard topics, unsubscribe tokens, handler errors collected, and a
# class-based listener with bound methods.
from dataclasses import dataclass, field
from collections import defaultdict
import itertools

@dataclass(frozen=True)
class Event:
    topic: str
    payload: dict = field(default_factory=dict)

class EventBus:
    def __init__(self):
        self._handlers = defaultdict(list)
        self._ids = itertools.count(1)
        self.errors = []

    def subscribe(self, pattern, priority=0):
        def register(fn):
            token = next(self._ids)
            self._handlers[pattern].append((-priority, token, fn))
            self._handlers[pattern].sort(key=lambda t: (t[0], t[1]))
            try:
                fn.token = token
            except AttributeError:      # a bound method: no attributes of its own
                pass
            return fn
        return register

    def unsubscribe(self, token):
        for pattern, hs in self._handlers.items():
            self._handlers[pattern] = [h for h in hs if h[1] != token]

    def publish(self, event):
        matched = []
        for pattern, hs in self._handlers.items():
            if _match(event.topic, pattern):
                matched.extend(hs)
        results = []
        for _, _, fn in sorted(matched, key=lambda t: (t[0], t[1])):
            try:
                results.append(fn(event))
            except Exception as e:
                self.errors.append(f"{getattr(fn, '__qualname__', fn)}: {type(e).__name__}: {e}")
        return results

def _match(topic, pattern):
    if pattern.endswith(".*"):
        return topic.startswith(pattern[:-1])
    return pattern == "*" or topic == pattern

bus = EventBus()

@bus.subscribe("user.created", priority=10)
def send_welcome(e):
    return f"welcome email to {e.payload['email']}"

@bus.subscribe("user.*")
def audit(e):
    return f"audit {e.topic}"

@bus.subscribe("*", priority=-5)
def metrics(e):
    return "metric+1"

@bus.subscribe("order.paid", priority=1)
def ship(e):
    if e.payload["amount"] <= 0:
        raise ValueError("nothing to ship")
    return f"ship order {e.payload['id']}"

class Dashboard:
    def __init__(self, bus):
        self.seen = []
        bus.subscribe("order.*", priority=5)(self.on_order)
    def on_order(self, e):
        self.seen.append(e.payload.get("id"))
        return f"dashboard saw {e.topic}"

dash = Dashboard(bus)
events = [Event("user.created", {"email": "a@x.org"}), Event("order.paid", {"id": 7, "amount": 30}),
          Event("order.paid", {"id": 8, "amount": 0}), Event("system.tick")]
for ev in events:
    print(ev.topic, "->", bus.publish(ev))
bus.unsubscribe(audit.token)
print("after unsubscribe:", bus.publish(Event("user.deleted")))
print("errors:", bus.errors)
print("dashboard:", dash.seen, send_welcome.token, metrics.token)
try:
    events[0].topic = "x"
except Exception as e:
    print(type(e).__name__, e)
