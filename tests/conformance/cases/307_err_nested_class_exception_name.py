class Outer:
    class InnerError(Exception):
        pass
raise Outer.InnerError("nested")
