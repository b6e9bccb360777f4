# technique: fullwidth name __ｂｕｉｌｔｉｎｓ__
# expect: SandboxError: use of name '__builtins__' is not allowed
__ｂｕｉｌｔｉｎｓ__["open"]("CANARY_PATH").read()
