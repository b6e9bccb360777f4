# technique: operator.methodcaller('__subclasses__') calls a dunder method by name
# expect: any
import operator
len(operator.methodcaller("__subclasses__")(type(()).mro()[-1]))
