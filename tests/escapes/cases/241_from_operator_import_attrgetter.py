# technique: from operator import attrgetter (name left out of the proxy)
# expect: ImportError: attrgetter
from operator import attrgetter
attrgetter("__globals__")(print)
