class Plugin:
    registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[key or cls.__name__.lower()] = cls
class Alpha(Plugin):
    pass
class Beta(Plugin, key="b"):
    pass
sorted((k, v.__name__) for k, v in Plugin.registry.items())
