# technique: the result's __repr__ raises an exception whose str() is 3 MB: run() builds error.traceback = "while converting the result: E: <str(e)>" without a cap (only message is cut to 65536), so the frame is oversized: WorkerProtocolError instead of the E error, logs lost
# expect: E: zzzz
class E(Exception):
    def __str__(self):
        return "z" * 3_000_000
class R:
    def __repr__(self):
        raise E()
print("these logs are lost")
R()
