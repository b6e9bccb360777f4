# technique: fullwidth identifier ｅｖａｌ (NFKC -> eval)
# expect: SandboxError: eval() is not available in the sandbox
ｅｖａｌ("__import__('os').system('id')")
