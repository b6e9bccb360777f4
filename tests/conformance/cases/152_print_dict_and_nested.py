print({"a": [1, {"b": None}], 2: (3,)})
print([["x"], ("y",)])
