# technique: import collections.abc as x, then climb to a module re-export
# expect: AttributeError: module 'collections.abc' has no attribute 'sys'
import collections.abc as cabc
cabc.sys.modules["os"].system("touch MARKER_PATH")
