# technique: module re-export chain datetime.sys -> sys.modules['os'] -> os.environ (measured leak path)
# expect: AttributeError: module 'datetime' has no attribute 'sys'
import datetime
os_mod = datetime.sys.modules["os"]
os_mod.environ["SAFEPY_CANARY_SECRET"]
