# technique: typing.ForwardRef(code) compiles attacker text in its constructor (only to check its syntax: allowed); evaluating it, through get_type_hints on a class annotated with it, must stay refused
# expect: any
import typing
ref = typing.ForwardRef("__import__('os').environ['SAFEPY_CANARY_SECRET']")
class C:
    x: ref
typing.get_type_hints(C)
