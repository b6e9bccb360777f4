# technique: enum internals: Enum._missing_ classmethod -> __func__ -> __globals__['bltns']
# expect: SandboxError: access to attribute '__globals__' is not allowed
import enum
enum.Enum._missing_.__func__.__globals__["bltns"]
