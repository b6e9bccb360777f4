# technique: classic ().__class__.__base__.__subclasses__() walk to os._wrap_close globals
# expect: SandboxError: access to attribute '__subclasses__' is not allowed
classes = ().__class__.__base__.__subclasses__()
wrap = [c for c in classes if c.__name__ == "_wrap_close"][0]
wrap.__init__.__globals__["system"]("id")
