[..., int, NotImplemented, str]
