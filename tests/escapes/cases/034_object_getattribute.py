# technique: object.__getattribute__(object, '__subclasses__') bypasses a getattr wrapper
# expect: SandboxError: access to attribute '__getattribute__' is not allowed
subclasses = object.__getattribute__(object, "__subclasses__")
len(subclasses())
