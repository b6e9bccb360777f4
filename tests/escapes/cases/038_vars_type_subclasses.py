# technique: vars(type) is type's mappingproxy: take the __subclasses__ descriptor from it
# expect: any
desc = vars(type)["__subclasses__"]
len(desc(object))
