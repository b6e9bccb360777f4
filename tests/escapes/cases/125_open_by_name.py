# technique: open the canary file by name
# expect: SandboxError: open() is not available in the sandbox (there are no files)
open("CANARY_PATH").read()
