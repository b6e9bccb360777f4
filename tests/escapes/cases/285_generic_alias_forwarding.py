# technique: a user subclass of typing._GenericAlias forwards private reads to an object of the user's choice
# expect: any
import typing, pprint
class A(type(typing.List[int]), _root=True):
    pass
A(pprint.PrettyPrinter(), (int,))._stream
