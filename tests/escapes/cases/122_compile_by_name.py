# technique: compile() to build a code object
# expect: SandboxError: compile() is not available in the sandbox
code = compile("__import__('os').system('id')", "<x>", "eval")
code
