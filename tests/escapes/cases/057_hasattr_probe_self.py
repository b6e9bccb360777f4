# technique: hasattr as a probe for forbidden attributes (must refuse, not answer)
# expect: SandboxError: access to attribute '__self__' is not allowed
hasattr(print, "__self__")
