d = {"a": 1}
d["missing"]
