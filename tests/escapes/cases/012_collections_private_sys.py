# technique: collections keeps sys as collections._sys
# expect: AttributeError: module 'collections' has no attribute '_sys'
import collections
collections._sys.modules["subprocess"]
