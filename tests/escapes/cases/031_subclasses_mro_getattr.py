# technique: object via type(()).mro()[-1] (no dunder), then getattr(object, '__subclasses__')
# expect: SandboxError: access to attribute '__subclasses__' is not allowed
root = type(()).mro()[-1]
classes = getattr(root, "__subclasses__")()
[c for c in classes if "Popen" in c.__name__]
