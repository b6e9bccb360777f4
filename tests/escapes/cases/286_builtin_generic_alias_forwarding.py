# technique: a user subclass of types.GenericAlias (C getattro forwarding to __origin__)
# expect: any
import pprint
class A(type(list[int])):
    pass
A(pprint.PrettyPrinter(), (int,))._stream
