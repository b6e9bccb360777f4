class Thing:
    pass
type(Thing())
