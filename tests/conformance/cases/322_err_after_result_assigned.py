result = 5
print("result set")
raise RuntimeError("fails after result")
