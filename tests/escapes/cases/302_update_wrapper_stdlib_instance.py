# technique: update_wrapper copying a stdlib instance's private state into a user object
# expect: any
import functools, pprint
class U:
    pass
u = functools.update_wrapper(U(), pprint.PrettyPrinter())
u._stream
