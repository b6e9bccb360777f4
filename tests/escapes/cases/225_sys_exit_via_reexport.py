# technique: sys.exit reached through a re-export (datetime.sys.exit)
# expect: AttributeError: module 'datetime' has no attribute 'sys'
import datetime
datetime.sys.exit(0)
