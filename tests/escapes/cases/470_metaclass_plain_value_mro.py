# technique: a plain (non-descriptor) class attribute named __mro__ on a metaclass is what its classes answer for __mro__ (type looks in the metaclass before the class, and a class dict holds no __mro__): a lying MRO for every stdlib reader
# expect: any
class M(type):
    __mro__ = ("fake", 1)
class C(metaclass=M):
    __slots__ = ()
print(C.__mro__)
