# technique: operator.methodcaller('__subclasses__') calls a dunder method by name
# expect: AttributeError: 'methodcaller' | SandboxError: access to attribute '__subclasses__' is not allowed
import operator
len(operator.methodcaller("__subclasses__")(type(()).mro()[-1]))
