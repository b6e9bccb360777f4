# technique: the match stand-in's __instancecheck__ checks private __match_args__ names (private_name_ok) BEFORE delegating isinstance to the user class's metaclass __instancecheck__; that hook deletes the instance attribute that passed the check, so MATCH_CLASS's own getattr reads the stdlib base class's private attribute (PrettyPrinter._dispatch)
# expect: any
import pprint
state = {}
def ic(cls, obj):
    if state.get('armed'):
        del obj._dispatch      # runs after the private-name check, before the interpreter's getattr
    return True
Meta = type('Meta', (type,), {'__instancecheck__': ic})
class U(pprint.PrettyPrinter):
    pass
T = Meta('T', (), {'__match_args__': ('_dispatch',)})
u = U()
u._dispatch = 'mine'     # instance data: private_name_ok says yes
state['armed'] = True
match u:
    case T(d):
        raise RuntimeError("escaped: read %r" % (type(d),))
