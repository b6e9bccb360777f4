# technique: open called from C as a sort key
# expect: SandboxError: open() is not available in the sandbox (there are no files)
sorted(["CANARY_PATH"], key=open)
