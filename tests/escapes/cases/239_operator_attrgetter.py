# technique: operator.attrgetter('__self__.__import__') does attribute access in C
# expect: AttributeError: 'attrgetter' | SandboxError: access to attribute '__self__' is not allowed
import operator
imp = operator.attrgetter("__self__.__import__")(print)
imp("os").system("id")
