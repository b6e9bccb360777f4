# technique: raise an exception whose class name is 300 characters (or 67 astral characters, 268 bytes): error.type passes the harness unchecked and fails pool.c validate_result's 200-byte limit: WorkerProtocolError ("the worker sent a RESULT that is not a valid result object"), logs lost
# expect: Exception: message
print("these logs are lost")
E = type("A" * 300, (Exception,), {})
raise E("message")
