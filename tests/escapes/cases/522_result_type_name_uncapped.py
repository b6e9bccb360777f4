# technique: the result is an int subclass whose class name is 300000 astral characters: run() emits type(value).__name__ as result_type outside the _Encoder's size count, so a result of 1 comes back in a 2.4 MB reply (1.2 MB result_type in structuredContent and again in the text block); a longer name gives WorkerProtocolError (oversized frame)
# expect: ok
I = type("\U00010000" * 300000, (int,), {})
result = I(1)
