# technique: format field through __class__ (a name allowed as an attribute) to reach object
# expect: SandboxError: access to attribute '__class__' is not allowed
"{0.__class__.__base__}".format(1)
