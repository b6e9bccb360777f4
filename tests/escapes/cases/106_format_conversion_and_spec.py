# technique: traversal with conversion and spec: '{0.__init__.__globals__!r:>10}'
# expect: any
import string
"{0.__init__.__globals__!r:>10}".format(string.Template)
