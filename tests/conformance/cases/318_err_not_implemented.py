class Base:
    def area(self):
        raise NotImplementedError("subclasses must implement area")
Base().area()
