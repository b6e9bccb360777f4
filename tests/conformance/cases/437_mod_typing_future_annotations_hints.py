# With `from __future__ import annotations` every annotation is a string; get_type_hints
# evaluates them in the module, including names imported through modules.
from __future__ import annotations
import collections
import datetime
import typing
from typing import get_type_hints

class Event:
    when: datetime.date
    tags: typing.List[str]
    counts: collections.Counter[str]
    parent: typing.Optional[Event] = None
def schedule(e: Event, at: datetime.datetime | None = None) -> list[Event]:
    return [e]
print(Event.__annotations__)
print(get_type_hints(Event))
print(get_type_hints(schedule))
print(schedule.__annotations__)
