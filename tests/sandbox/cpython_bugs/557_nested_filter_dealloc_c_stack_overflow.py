# technique: gh-102356 (fixed upstream in 3.11.3, present in 3.11.2): filter_dealloc has no trashcan, so freeing a chain of a million nested filter objects recurses in C past the stack's guard page; the recursion limit does not count it. Out of scope by design (TRUST.md): the worker dies on its guard page (no memory touched beyond it), the call is answered as WorkerKilled, the server keeps serving
# expect: any
f = filter(None, [])
for i in range(1000000):
    f = filter(None, f)
del f
