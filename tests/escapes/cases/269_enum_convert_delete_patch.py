# technique: deleting the harness's shadowing patch of Enum._convert_
# expect: any
import enum
del enum.Enum._convert_
E = enum.Enum._convert_("E", "json", lambda name: name == "codecs")
E.codecs.value.sys.modules["os"].getpid()
