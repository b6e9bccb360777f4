# technique: calling __build_class__ by name
# expect: SandboxError: use of name '__build_class__' is not allowed
__build_class__(lambda: None, "C")
