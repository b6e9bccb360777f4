class Cfg:
    def __init__(self):
        self.debug = False
    def __getattr__(self, name):
        return f"<default {name}>"
c = Cfg()
setattr(c, "level", 3)
[getattr(c, "debug"), getattr(c, "level"), c.unknown, hasattr(c, "anything"), getattr(c, "x", "fallback")]
