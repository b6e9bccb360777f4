# technique: forbidden attribute inside an f-string's nested format spec
# expect: SandboxError: access to attribute '__self__' is not allowed
f"{1:{print.__self__}}"
