# technique: collections keeps sys as collections._sys
# expect: SandboxError: access to private attribute '_sys'
import collections
collections._sys.modules["subprocess"]
