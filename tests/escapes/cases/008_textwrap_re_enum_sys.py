# technique: two-hop re-export chain textwrap.re.enum.sys.modules['os']
# expect: AttributeError: module 'textwrap' has no attribute 're'
import textwrap
textwrap.re.enum.sys.modules["os"].environ["SAFEPY_CANARY_SECRET"]
