# technique: raise SyntaxError with a 3 MB msg at run time: _error_obj's SyntaxError branch builds the traceback as "...SyntaxError: <msg>" with no length cap (the other branch keeps the last 16384 characters), so the reply frame is over the supervisor's limit: WorkerProtocolError (8 MB: the worker's own "reply is larger than the worker may send" ResultTooLarge); logs and error lost
# expect: RuntimeSyntaxError: mmmm
print("these logs are lost")
class RuntimeSyntaxError(SyntaxError):  # raised at run time: the same branch
    pass
raise RuntimeSyntaxError("m" * 3_000_000)
