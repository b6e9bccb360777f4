# technique: format traversal without any underscore: datetime.sys.modules[os].environ
# expect: AttributeError: module 'datetime' has no attribute 'sys'
import datetime
"{0.sys.modules[os].environ[SAFEPY_CANARY_SECRET]}".format(datetime)
