class Thing:
    pass
Thing().missing_attr
