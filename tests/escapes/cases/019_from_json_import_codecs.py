# technique: from-import of a module-valued attribute: from json import codecs
# expect: ImportError: codecs
from json import codecs
codecs.open("CANARY_PATH").read()
