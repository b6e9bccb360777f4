# technique: a user subclass of types.GenericAlias (C getattro forwarding to __origin__)
# expect: SandboxError: access to private attribute '_stream' of a 'A' object
import pprint
class A(type(list[int])):
    pass
A(pprint.PrettyPrinter(), (int,))._stream
