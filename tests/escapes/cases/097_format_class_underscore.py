# technique: format field through __class__/__base__ (allowed as attributes) up to object.__subclasses__
# expect: SandboxError: access to attribute '
"{0.__class__.__base__.__subclasses__}".format(1)
