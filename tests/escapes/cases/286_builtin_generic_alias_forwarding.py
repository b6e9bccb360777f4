# technique: a user subclass of types.GenericAlias (C getattro forwarding to __origin__)
# expect: SandboxError: class 'A' may not inherit the attribute forwarding of a stdlib class
import pprint
class A(type(list[int])):
    pass
A(pprint.PrettyPrinter(), (int,))._stream
