class Managed:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.suppress
with Managed("a") as m:
    print("inside", m.name)
with Managed("b", suppress=True):
    raise ValueError("swallowed")
with Managed("outer"), Managed("inner"):
    print("body")
"end"
