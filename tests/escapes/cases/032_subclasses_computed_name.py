# technique: getattr with a name assembled at run time ('__sub' + 'classes__')
# expect: SandboxError: access to attribute '__subclasses__' is not allowed
root = type(()).mro()[-1]
name = "".join(["__sub", "classes", "__"])
len(getattr(root, name)())
