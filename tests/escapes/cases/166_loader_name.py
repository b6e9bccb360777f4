# technique: __loader__.get_data reads any file through the import system
# expect: SandboxError: use of name '__loader__' is not allowed
__loader__.get_data("CANARY_PATH")
