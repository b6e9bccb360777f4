# technique: from operator import attrgetter (name left out of the proxy)
# expect: ImportError: attrgetter | SandboxError: access to attribute '__globals__' is not allowed
from operator import attrgetter
attrgetter("__globals__")(print)
