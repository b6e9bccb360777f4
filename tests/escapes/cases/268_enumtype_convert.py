# technique: EnumType._convert_ (the metaclass method) reads any module's globals by name
# expect: any
import enum
E = enum.EnumType._convert_(enum.Enum, "E", "json", lambda name: name == "codecs")
c = E.codecs.value
(repr(c), c.sys.modules["os"].getpid())
