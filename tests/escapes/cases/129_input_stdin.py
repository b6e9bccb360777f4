# technique: input() reads fd 0 (could be the MCP transport)
# expect: SandboxError: input() is not available in the sandbox (there is no terminal: stdin is not the user's)
input()
