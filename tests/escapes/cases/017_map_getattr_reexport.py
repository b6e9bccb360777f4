# technique: CVE-2025-5120 style: getattr applied by map() so no attribute node names the module
# expect: AttributeError: module 'datetime' has no attribute 'sys'
import datetime
inner = list(map(getattr, [datetime], ["sys"]))
mods = list(map(getattr, inner, ["modules"]))[0]
mods["os"].environ["SAFEPY_CANARY_SECRET"]
