# technique: deleting the harness's shadowing patch of Enum._convert_
# expect: SandboxError: cannot delete attribute '_convert_' of class 'Enum'
import enum
del enum.Enum._convert_
E = enum.Enum._convert_("E", "json", lambda name: name == "codecs")
E.codecs.value.sys.modules["os"].getpid()
