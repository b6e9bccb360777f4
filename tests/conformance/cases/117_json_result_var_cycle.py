result = {"a": [1]}
result["a"].append(result)
