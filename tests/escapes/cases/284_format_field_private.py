# technique: a str.format field reads a private attribute of any object
# expect: any
import pprint
"{0._stream}".format(pprint.PrettyPrinter())
