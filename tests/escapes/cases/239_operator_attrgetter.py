# technique: operator.attrgetter('__self__.__import__') does attribute access in C
# expect: any
import operator
imp = operator.attrgetter("__self__.__import__")(print)
imp("os").system("touch MARKER_PATH")
