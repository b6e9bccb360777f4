# technique: ABCMeta.register on a stdlib ABC (collections.abc.Mapping, numbers.Number) writes the stdlib class's shared _abc_registry: every later isinstance/issubclass in stdlib or harness code treats the user class as a Mapping/Number ("stdlib classes are read-only" bypassed through a public method)
# expect: any
import collections.abc, numbers
class Fake:
    pass
collections.abc.Mapping.register(Fake)
numbers.Number.register(Fake)
print(isinstance(Fake(), collections.abc.Mapping), issubclass(Fake, numbers.Number))
