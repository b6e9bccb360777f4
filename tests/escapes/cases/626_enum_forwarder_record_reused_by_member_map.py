# technique: EnumType.__setattr__ (a FORWARDER) runs `name in cls.__dict__.get('_member_map_', {})` between fwd_setattro's record of a listed frame's store and its own explicit type.__setattr__; the user sets E._member_map_ to an object whose __contains__ is then called with the recorded name object, and calls enum.EnumType.__setattr__(E, name, value) itself: the innermost record matches (same type, same name object, made by listed dataclasses._process_class), so the user's value is stored as trusted; __contains__ then returns True so the listed store fails and the planted value stays (red-team pass 80)
# expect: any
import enum, dataclasses
class E(enum.Enum):
    A = 1
done = []
class Evil:
    def __contains__(self, name):
        if name == "__dataclass_fields__" and not done:
            done.append(1)
            enum.EnumType.__setattr__(E, name, {"planted": 1})   # the forwarder, called by us
            return True            # the listed store itself now fails: ours stays
        return False
setattr(E, "_member_map_", Evil())
try:
    dataclasses.dataclass(E)
except AttributeError as e:
    print("dataclass:", type(e).__name__, e)
print("is_dataclass(E):", dataclasses.is_dataclass(E), getattr(E, "__dataclass_fields__", None))
