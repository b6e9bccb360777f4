# technique: typing.sys.modules['posix'] for a raw system() call
# expect: AttributeError: module 'typing' has no attribute 'sys'
import typing
typing.sys.modules["posix"].system("touch MARKER_PATH")
