# technique: operator.attrgetter with a private name on a stdlib object
# expect: SandboxError: access to private attribute '_stream'
import operator, pprint
operator.attrgetter("_stream")(pprint.PrettyPrinter())
