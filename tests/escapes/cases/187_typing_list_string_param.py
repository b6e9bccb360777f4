# technique: typing.List['code'] wraps the string in a ForwardRef
# expect: SandboxError: operation 'compile' is not allowed
import typing
typing.List["__import__('os').getcwd()"]
