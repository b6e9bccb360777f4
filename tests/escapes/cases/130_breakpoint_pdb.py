# technique: breakpoint() -> pdb (imports, file reads, stdin)
# expect: SandboxError: breakpoint() is not available in the sandbox (no debugger)
breakpoint()
