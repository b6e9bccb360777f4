# technique: compile() to build a code object
# expect: SandboxError: compile() is not available in the sandbox (makes code objects from text the policy never checked)
code = compile("__import__('os').system('touch MARKER_PATH')", "<x>", "eval")
code
