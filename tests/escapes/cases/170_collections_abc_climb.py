# technique: import collections.abc as x, then climb to a module re-export
# expect: ImportError: collections.abc | AttributeError: 'sys'
import collections.abc as cabc
cabc.sys.modules["os"].system("id")
