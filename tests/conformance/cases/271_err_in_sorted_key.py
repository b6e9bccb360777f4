def key(item):
    return item["k"]
data = [{"k": 2}, {"k": 1}, {"j": 0}]
sorted(data,
       key=key)
