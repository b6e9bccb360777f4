# Module metadata dunders assigned at top level, read back by name, through globals()
# and from inside functions; __all__ and __doc__ are ordinary globals too.
__author__ = "Ada Lovelace"
__version__ = "1.2.3"
__license__ = "MIT"
__email__ = "ada@example.org"
__status__ = "Production"
__credits__ = ["Charles Babbage", "Luigi Menabrea"]
__copyright__ = "Copyright 1843"
__date__ = "1843-09-05"
__maintainer__ = "Ada"
__all__ = ["area", "VERSION_INFO"]
__doc__ = "Geometry helpers."

VERSION_INFO = tuple(int(p) for p in __version__.split("."))

def area(r):
    """Area of a circle."""
    return 3 * r * r

def about():
    return "%s %s by %s <%s> (%s), %s" % (__name__, __version__, __author__, __email__,
                                           __license__, __status__)

print(about())
print(__credits__, __copyright__, __date__, __maintainer__)
print(__all__, __doc__, VERSION_INFO)
g = globals()
print([k for k in g if k.startswith("__") and k.endswith("__") and k not in
       ("__builtins__", "__loader__", "__spec__", "__package__")])
print(g["__version__"] is __version__, "__author__" in g)
__version__ = "2.0"
print(about())
del __maintainer__
print("__maintainer__" in globals())
result = {"version": __version__, "all": __all__, "doc": __doc__}
