# technique: namedtuple typename injection
# expect: ValueError: must be valid identifiers
import collections
collections.namedtuple("P(x):\n import os\nclass Q", "a b")
