# technique: a class pattern keyword reads a private attribute through the interpreter's own getattr
# expect: any
import pprint
match pprint.PrettyPrinter():
    case object(_stream=s):
        pass
