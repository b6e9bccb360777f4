# technique: typing.ForwardRef(code) compiles attacker text in its constructor
# expect: SandboxError: operation 'compile' is not allowed
import typing
ref = typing.ForwardRef("__import__('os').environ['SAFEPY_CANARY_SECRET']")
ref
