# technique: singledispatch's register() accepted anything passing isinstance(x, type), which a __class__ property fakes: the registry then holds a user object that _compose_mro puts into `typ.__subclasses__()` and set membership tests (the capture of 449 through the registry)
# expect: any
import functools
class Fake:
    @property
    def __class__(self):
        return type
    __mro__ = (object,)
@functools.singledispatch
def f(x):
    return 0
f.register(Fake(), lambda x: 1)
print(f.registry)
