# technique: vars() of a stdlib instance exposes its private state
# expect: SandboxError: vars() is only available for objects of your own classes
import pprint
vars(pprint.PrettyPrinter())["_stream"]
