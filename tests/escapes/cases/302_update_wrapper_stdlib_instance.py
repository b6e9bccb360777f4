# technique: update_wrapper copying a stdlib instance's private state into a user object
# expect: AttributeError: 'U' object has no attribute '_stream'
import functools, pprint
class U:
    pass
u = functools.update_wrapper(U(), pprint.PrettyPrinter())
u._stream
