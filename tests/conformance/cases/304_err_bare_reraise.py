def deep():
    raise LookupError("from deep")
try:
    deep()
except LookupError:
    raise
