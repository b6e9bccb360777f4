# technique: id() leaks object addresses (memory-corruption helper)
# expect: SandboxError: id() is not available in the sandbox
id(object)
