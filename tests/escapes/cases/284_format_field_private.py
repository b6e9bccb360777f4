# technique: a str.format field reads a private attribute of any object
# expect: SandboxError: access to private attribute '_stream' in a format field
import pprint
"{0._stream}".format(pprint.PrettyPrinter())
