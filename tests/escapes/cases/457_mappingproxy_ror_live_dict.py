# technique: `proxy | x` unwraps a mappingproxy to the dict it guards before `|` runs, so x.__ror__ receives the live dict: re.RegexFlag.__members__ | X() hands over (and lets user code edit) the real _member_map_ of a stdlib enum
# expect: any
import re
class X:
    def __ror__(self, other):
        other["EVIL"] = 1
        return 0
re.RegexFlag.__members__ | X()
assert "EVIL" not in re.RegexFlag.__members__, "a stdlib enum's member map was edited"
