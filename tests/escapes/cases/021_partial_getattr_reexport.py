# technique: functools.partial(getattr, module) so the attribute name is only data
# expect: AttributeError: module 'datetime' has no attribute 'sys'
import datetime
import functools
peek = functools.partial(getattr, datetime)
peek("sys").modules["os"].system("touch MARKER_PATH")
