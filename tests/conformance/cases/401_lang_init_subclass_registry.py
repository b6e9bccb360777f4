# __init_subclass__ plugin registries with class keyword arguments, and super() chains.
class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, priority=0, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        cls.priority = priority
        Plugin.registry[cls.plugin_name] = cls

class Csv(Plugin, name="csv", priority=2):
    pass
class Json(Plugin, priority=5):
    pass
class Yaml(Json, name="yaml"):
    pass
print(sorted(Plugin.registry), [c.__name__ for c in sorted(Plugin.registry.values(), key=lambda c: -c.priority)])
print(Yaml.priority, Yaml.plugin_name, Json.plugin_name)

class Tagged:
    def __init_subclass__(cls, **kwargs):
        cls.tags = tuple(sorted(kwargs))
        print("init_subclass", cls.__name__, sorted(kwargs.items()))
class A(Tagged, color="red", size=3):
    pass
try:
    class Bad(Plugin, unknown=1):
        pass
except TypeError as e:
    print("TypeError:", e)

class Validated:
    required = ()
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        missing = [m for m in cls.required if not hasattr(cls, m)]
        if missing:
            raise TypeError("%s lacks %s" % (cls.__name__, ", ".join(missing)))
class Service(Validated):
    required = ("start", "stop")
    def start(self): pass
    def stop(self): pass
try:
    class Broken(Validated):
        required = ("start",)
except TypeError as e:
    print("TypeError:", e)
print(A.tags, Service.required)
