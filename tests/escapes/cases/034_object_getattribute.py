# technique: object.__getattribute__(object, '__subclasses__') bypasses a getattr wrapper
# expect: any
subclasses = object.__getattribute__(object, "__subclasses__")
len(subclasses())
