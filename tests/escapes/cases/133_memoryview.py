# technique: memoryview (UAF history, raw buffers)
# expect: ok
memoryview(bytearray(8)).cast("B")
