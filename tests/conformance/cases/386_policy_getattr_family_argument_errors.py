# The checked getattr/setattr/delattr/hasattr give CPython's own argument errors.
class O:
    pass
o = O()
calls = [
    lambda: getattr(o),
    lambda: getattr(o, 1),
    lambda: getattr(o, "a", 1, 2),
    lambda: getattr(),
    lambda: hasattr(o),
    lambda: hasattr(o, None),
    lambda: setattr(o, "a"),
    lambda: setattr(o, 2, 3),
    lambda: delattr(o),
    lambda: delattr(o, b"a"),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
