# technique: two-hop re-export chain textwrap.re.enum.sys.modules['os']
# expect: AttributeError: 're'
import textwrap
textwrap.re.enum.sys.modules["os"].environ["SAFEPY_CANARY_SECRET"]
