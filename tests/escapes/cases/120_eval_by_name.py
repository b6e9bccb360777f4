# technique: eval by name
# expect: SandboxError: eval() is not available in the sandbox (runs text the policy never checked)
eval("__import__('os').environ['SAFEPY_CANARY_SECRET']")
