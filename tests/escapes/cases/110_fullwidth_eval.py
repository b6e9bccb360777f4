# technique: fullwidth identifier ｅｖａｌ (NFKC -> eval)
# expect: SandboxError: eval() is not available in the sandbox (runs text the policy never checked)
ｅｖａｌ("__import__('os').system('touch MARKER_PATH')")
