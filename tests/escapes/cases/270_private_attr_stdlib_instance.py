# technique: a stdlib object's private attribute holds the harness's stdout object (PrettyPrinter._stream)
# expect: SandboxError: access to private attribute '_stream' of a 'PrettyPrinter' object
import pprint
pprint.PrettyPrinter()._stream
