# technique: a user subclass of types.GenericAlias that also defines __getattr__ passes stdlib_forwarding (the user hook sets python_hook, C bases are skipped) while ga_getattro still forwards every private read to __origin__: private attributes of any stdlib object
# expect: any
import pprint, typing, random
class X(type(list[int])):
    def __getattr__(self, name):          # only here to defeat the forwarding check
        raise AttributeError(name)
def pread(obj, name):
    return getattr(X(obj, ()), name)      # checked getattr: passes, X is "the user's own"
print(pread(pprint.PrettyPrinter(), "_stream"))   # the harness's _Capture (case 270 refuses this)
print(pread(typing.Optional, "_getitem"))
print(pread(random.Random(), "_randbelow"))
print(len(X(pprint.PrettyPrinter, ())._dispatch))  # same via the rewritten obj._x load
