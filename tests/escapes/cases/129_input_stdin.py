# technique: input() reads fd 0 (could be the MCP transport)
# expect: SandboxError: input() is not available in the sandbox
input()
