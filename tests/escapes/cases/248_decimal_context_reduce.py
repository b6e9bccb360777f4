# technique: decimal internals via __reduce__ of a Context
# expect: SandboxError: access to attribute '__reduce__' is not allowed
import decimal
decimal.getcontext().__reduce__()
