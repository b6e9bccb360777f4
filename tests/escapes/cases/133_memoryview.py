# technique: memoryview (UAF history, raw buffers)
# expect: SandboxError: memoryview() is not available in the sandbox
memoryview(bytearray(8)).cast("B")
