# technique: raise an exception whose class name is "" (type("", (Exception,), {})): harness.py _error_obj copies type(e).__name__ into error.type unchecked, pool.c validate_result refuses an empty type (or one over 200 bytes), kills the worker and answers WorkerProtocolError: the logs and the message are lost and the server logs a protocol violation
# expect: Exception: and so is this message
print("these logs are lost")
E = type("", (Exception,), {})
raise E("and so is this message")
