# technique: unbound descriptor from type.__dict__['__subclasses__'] applied to object
# expect: SandboxError: access to attribute '__dict__' is not allowed
subclasses = type.__dict__["__subclasses__"]
len(subclasses(object))
