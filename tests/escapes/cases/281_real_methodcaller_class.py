# technique: type() of operator.methodcaller's result was the real C class (a call by name)
# expect: any
import operator
MC = type(operator.methodcaller("conjugate"))
MC("__subclasses__")(object)
