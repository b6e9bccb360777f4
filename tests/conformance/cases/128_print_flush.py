print("f", flush=True)
print("g", flush=False)
