# technique: vars() of a stdlib instance exposes its private state
# expect: any
import pprint
vars(pprint.PrettyPrinter())["_stream"]
