# An exception raised in __del__ is reported by CPython on stderr ("Exception ignored
# in ...", in the logs) and the code carries on.
class Resource:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        raise RuntimeError("cleanup of %s failed" % self.name)
r = Resource("a")
del r
print("still running")
def scope():
    Resource("b")
    return "returned"
print(scope())
