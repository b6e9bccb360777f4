# technique: from-import of a module-valued attribute: from json import codecs
# expect: ImportError: cannot import name 'codecs' from 'json'
from json import codecs
codecs.open("CANARY_PATH").read()
