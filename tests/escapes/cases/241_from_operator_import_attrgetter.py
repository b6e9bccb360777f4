# technique: from operator import attrgetter (name left out of the proxy)
# expect: any
from operator import attrgetter
attrgetter("__globals__")(print)
