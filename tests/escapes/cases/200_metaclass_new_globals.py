# technique: metaclass __new__ stashes its own __globals__ on the class
# expect: SandboxError: access to attribute '__globals__' is not allowed
class Meta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        cls.stolen = Meta.__new__.__globals__
        return cls
class C(metaclass=Meta):
    pass
C.stolen["__builtins__"]
