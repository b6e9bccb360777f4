result = 1
del result
