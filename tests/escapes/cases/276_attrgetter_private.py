# technique: operator.attrgetter with a private name on a stdlib object
# expect: any
import operator, pprint
operator.attrgetter("_stream")(pprint.PrettyPrinter())
