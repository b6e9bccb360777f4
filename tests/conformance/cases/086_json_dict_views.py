d = {"a": 1, "b": 2}
[d.keys(), d.values(), d.items()]
