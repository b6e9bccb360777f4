# technique: dir(type) driven: getattr(object, n) for every name containing 'subclass'
# expect: SandboxError: access to attribute '__subclasses__' is not allowed
root = type(()).mro()[-1]
hits = []
for n in dir(type(root)):
    if "subclass" in n:
        hits.append(getattr(root, n))
hits
