# technique: format field through __class__/__base__ (allowed as attributes) up to object.__subclasses__
# expect: any
"{0.__class__.__base__.__subclasses__}".format(1)
