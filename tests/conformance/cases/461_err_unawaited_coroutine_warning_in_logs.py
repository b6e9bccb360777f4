# A coroutine that is created and dropped without being awaited: CPython's
# RuntimeWarning is in the logs, between the prints.
async def fetch():
    return 1
c = fetch()
print(type(c).__name__)
del c
print("end")
