# technique: catch every BaseException in a loop to survive a Python-level timeout
# expect: TimeoutError | CPULimitExceeded
# timeout_s: 2
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
