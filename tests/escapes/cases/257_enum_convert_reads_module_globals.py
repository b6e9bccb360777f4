# technique: enum.Enum._convert_ (a single-underscore classmethod) reads sys.modules[name].__dict__ for any module name and returns its values as members: json's real codecs module
# expect: SandboxError
# gap: only dunders are refused, so private stdlib helpers stay reachable; this one looks modules up by name in the real sys.modules
import enum
E = enum.Enum._convert_("E", "json", lambda name: name == "codecs")
real_codecs = E.codecs.value
os_mod = real_codecs.sys.modules["os"]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
