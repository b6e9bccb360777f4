# technique: vars(type) is type's mappingproxy: take the __subclasses__ descriptor from it
# expect: SandboxError
desc = vars(type)["__subclasses__"]
len(desc(object))
