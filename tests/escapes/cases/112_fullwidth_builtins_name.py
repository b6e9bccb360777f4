# technique: fullwidth name __ｂｕｉｌｔｉｎｓ__
# expect: SandboxError: open() is not available in the sandbox (there are no files)
__ｂｕｉｌｔｉｎｓ__.open("CANARY_PATH").read()
