def handle(cmd):
    match cmd:
        case []:
            return "empty"
        case ["go", direction]:
            return f"go {direction}"
        case ["drop", *items] if items:
            return f"drop {len(items)}: {items}"
        case [("x" | "y") as axis, int(n)]:
            return f"axis {axis} {n}"
        case {"action": "move", "to": [x, y], **rest}:
            return f"move to {x},{y} extra={rest}"
        case {"action": str(a)}:
            return f"action {a}"
        case (1, 2, *_):
            return "starts 1 2"
        case 42 | 43:
            return "literal"
        case None:
            return "none"
        case _:
            return "other"
cases = [[], ["go", "north"], ["drop", "a", "b"], ["drop"], ["x", 5], ["y", "5"],
         {"action": "move", "to": [1, 2], "speed": 3}, {"action": "jump"}, (1, 2, 3), 43, None, "zzz"]
[handle(c) for c in cases]
