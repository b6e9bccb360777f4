# technique: a stdlib object's private attribute holds the harness's stdout object (PrettyPrinter._stream)
# expect: any
import pprint
pprint.PrettyPrinter()._stream
