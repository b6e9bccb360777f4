# technique: import codecs (codecs.open)
# expect: ModuleNotFoundError: import of 'codecs' is not allowed
import codecs
codecs.open('CANARY_PATH').read()
