# technique: namedtuple field-name injection into the generated __new__ source
# expect: ValueError: must be valid identifiers
import collections
collections.namedtuple("P", ["x=__import__('os').system('touch MARKER_PATH')", "y"])
