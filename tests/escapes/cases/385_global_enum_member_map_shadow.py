# technique: an enum's _member_map_ (a plain dict the user may read) gets a '__safepy_match_ref__' key; enum.global_enum copies __members__ into the user's module globals, shadowing the rewriter's builtin helper without any binding in source; `case W(b)` then runs a raw MATCH_CLASS with __match_args__ ('__self__',)/('__globals__',)
# expect: any
import enum, json
class E(enum.Enum):
    A = 1
class Ref:
    def __init__(self, thunk):
        self.thunk = thunk
    @property
    def cls(self):
        return self.thunk()
Meta = type('Meta', (type,), {'__instancecheck__': lambda c, o: True})
W = Meta('W', (), {'__match_args__': ('__self__',)})
G = Meta('G', (), {'__match_args__': ('__globals__',)})
E._member_map_['__safepy_match_ref__'] = Ref
enum.global_enum(E)
match print:
    case W(b):
        print(b, b.open)
match json.dumps:
    case G(g):
        print(g['__builtins__']['__import__']('sys'))
