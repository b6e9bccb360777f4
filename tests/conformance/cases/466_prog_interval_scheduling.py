# Interval problems: activity selection (greedy), merging overlapping intervals,
# minimum meeting rooms with a heap, inserting an interval, free time across calendars.
import heapq
from dataclasses import dataclass, field
from typing import List

@dataclass(order=True)
class Interval:
    start: int
    end: int
    name: str = field(default="", compare=False)

    def overlaps(self, other):
        return self.start < other.end and other.start < self.end

    def __len__(self):
        return self.end - self.start

def select_activities(intervals):
    chosen, last_end = [], float("-inf")
    for iv in sorted(intervals, key=lambda i: (i.end, i.start)):
        if iv.start >= last_end:
            chosen.append(iv)
            last_end = iv.end
    return chosen

def merge(intervals):
    merged = []
    for iv in sorted(intervals):
        if merged and iv.start <= merged[-1].end:
            merged[-1] = Interval(merged[-1].start, max(merged[-1].end, iv.end), merged[-1].name + "+" + iv.name)
        else:
            merged.append(Interval(iv.start, iv.end, iv.name))
    return merged

def min_rooms(intervals):
    rooms = []          # heap of (end, room number)
    assignment = {}
    next_room = 0
    for iv in sorted(intervals):
        if rooms and rooms[0][0] <= iv.start:
            _, room = heapq.heappop(rooms)
        else:
            room = next_room
            next_room += 1
        assignment[iv.name] = room
        heapq.heappush(rooms, (iv.end, room))
    return next_room, assignment

def insert(intervals: List[Interval], new: Interval) -> List[Interval]:
    return merge(intervals + [new])

def free_time(calendars, day_start=9, day_end=17):
    busy = merge([iv for cal in calendars for iv in cal])
    free, cursor = [], day_start
    for iv in busy:
        if iv.start > cursor:
            free.append((cursor, iv.start))
        cursor = max(cursor, iv.end)
    if cursor < day_end:
        free.append((cursor, day_end))
    return free

meetings = [Interval(9, 10, "standup"), Interval(9, 12, "workshop"), Interval(11, 13, "lunch"),
            Interval(10, 11, "review"), Interval(13, 14, "1:1"), Interval(12, 15, "demo"), Interval(15, 16, "retro")]
print("Selected:", [m.name for m in select_activities(meetings)])
print("Merged:", [(m.start, m.end) for m in merge(meetings)])
rooms, assignment = min_rooms(meetings)
print("Rooms needed:", rooms)
for name, room in assignment.items():
    print(f"  {name:<9} -> room {room}")
print("Insert:", [(m.start, m.end) for m in insert([Interval(1, 3), Interval(6, 9)], Interval(2, 5))])
alice = [Interval(9, 10), Interval(12, 13), Interval(16, 17)]
bob = [Interval(9, 11), Interval(13, 14)]
print("Free:", free_time([alice, bob]))
print("Longest:", max(meetings, key=len).name, "Overlap:", meetings[0].overlaps(meetings[1]), meetings[0].overlaps(meetings[3]))
