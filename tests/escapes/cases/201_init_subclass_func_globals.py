# technique: __init_subclass__ hook reaches for its classmethod's __func__.__globals__
# expect: SandboxError: access to attribute '__globals__' is not allowed
class Base:
    def __init_subclass__(cls, **kw):
        cls.g = cls.__init_subclass__.__func__.__globals__
class Sub(Base):
    pass
Sub.g["__builtins__"]
