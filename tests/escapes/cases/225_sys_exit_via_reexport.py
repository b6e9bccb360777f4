# technique: sys.exit reached through a re-export (datetime.sys.exit)
# expect: AttributeError: 'sys'
import datetime
datetime.sys.exit(0)
