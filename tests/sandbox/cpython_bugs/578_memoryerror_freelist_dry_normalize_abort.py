# technique: keep every MemoryError caught (CPython's 16 ready ones run out) while filling memory down to the exception's own size class: the next MemoryError cannot be made and CPython's normalization aborts the worker (red-team pass 67)
# expect: any
CAP = 4000000                   # default 512 MiB and --memory 128; 1000000 for --memory 64
hog = [None] * CAP              # preallocated: filling it allocates nothing but the items
errs = [None] * 1000            # the MemoryErrors, kept: CPython's freelist of 16 runs dry
n = k = 0
def fill():
    global n, k
    for size in (1 << 16, 256, 0):  # fill memory: big blocks, then small, then 96-byte objects
        while k < 1000:
            try:
                while True:
                    hog[n] = bytearray(size) if size else (n, 2, 3, 4, 5, 6, None)
                    n += 1
            except MemoryError as e:
                errs[k] = e
                k += 1
                if size:
                    break
for attempt in range(50):       # a MemoryError escaping the handler: keep it too, go on filling
    try:
        fill()
    except MemoryError as e:
        errs[k] = e
        k += 1
print(k, n)
