# technique: collections keeps sys as collections._sys
# expect: AttributeError: '_sys'
import collections
collections._sys.modules["subprocess"]
