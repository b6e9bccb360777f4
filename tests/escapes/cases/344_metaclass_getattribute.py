# technique: a metaclass __getattribute__ answers __mro__/__dict__ for its classes as stdlib code reads them
# expect: any
class M(type):
    def __getattribute__(cls, name):
        return None
class C(metaclass=M):
    pass
