# technique: a user subclass of typing._GenericAlias forwards private reads to an object of the user's choice
# expect: SandboxError: class 'A' may not inherit the attribute forwarding of a stdlib class
import typing, pprint
class A(type(typing.List[int]), _root=True):
    pass
A(pprint.PrettyPrinter(), (int,))._stream
