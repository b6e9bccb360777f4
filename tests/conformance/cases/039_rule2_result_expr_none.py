result = None
result
