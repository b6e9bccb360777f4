# `|` with a mappingproxy (an enum's __members__) returns plain dicts, both ways.
import re
class X:
    def __ror__(self, o):
        return type(o).__name__
m = re.RegexFlag.__members__
result = [len(m | {"a": 1}), len({"a": 1} | m), m | X(), m.__or__({}) == dict(m), type(m.__ror__({})).__name__]
