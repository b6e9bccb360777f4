# technique: CVE-2025-9959: dunder method call f.__getattribute__('__class__') then type.__getattribute__
# expect: SandboxError: access to attribute '__subclasses__' is not allowed
def probe():
    pass
fn_type = probe.__getattribute__("__class__")
base = type.__getattribute__(fn_type, "__bases__")[0]
[c for c in base.__subclasses__() if "Popen" in str(c)]
