# technique: typing.sys.modules['posix'] for a raw system() call
# expect: AttributeError: 'sys'
import typing
typing.sys.modules["posix"].system("id")
