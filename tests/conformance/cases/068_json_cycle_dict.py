d = {"k": 1}
d["self"] = d
d
