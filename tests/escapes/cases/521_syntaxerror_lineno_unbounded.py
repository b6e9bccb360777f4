# technique: a run-time SyntaxError with lineno = 10**30: the SyntaxError branch of _error_obj takes e.lineno without a range check; json-c clamps it to 18446744073709551615 in the reply while the traceback says line 1000000000000000000000000000000 (and -2**63-1 clamps to -2**63): error.line is not the exception's line and is past any JSON double's exact range
# expect: RuntimeSyntaxError: m
class RuntimeSyntaxError(SyntaxError):  # raised at run time: the same branch
    pass
e = RuntimeSyntaxError("m")
e.lineno = 10**30
raise e
