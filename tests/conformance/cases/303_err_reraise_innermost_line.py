def deep():
    raise RuntimeError("original")
try:
    deep()
except RuntimeError as e:
    print("re-raising")
    raise e
