d = {"b": 2, "a": 1}
d.setdefault("c", 3)
d.setdefault("a", 100)
popped = d.pop("b")
missing = d.pop("zzz", "default")
d.update({"d": 4}, e=5)
merged = d | {"a": -1, "f": 6}
d |= {"g": 7}
last = d.popitem()
inverted = {v: k for k, v in d.items()}
[d, popped, missing, merged, last, inverted, d.get("q"), d.get("q", 0), list(d), sorted(d.items(), key=lambda kv: -kv[1]),
 dict.fromkeys("xy", 0), "a" in d, len(d)]
