# technique: unbound descriptor from type.__dict__['__subclasses__'] applied to object
# expect: any
subclasses = type.__dict__["__subclasses__"]
len(subclasses(object))
