# technique: import codecs (codecs.open)
# expect: ModuleNotFoundError: import of 'codecs' is not allowed; allowed: 
import codecs
codecs.open('CANARY_PATH').read()
