# technique: proxies protect only _private/dunder names: `del json.decoder` (public name) then `from json import decoder` makes IMPORT_FROM fall back to sys.modules["json.decoder"] -> the REAL module; real json.decoder.re.enum.bltns is the real builtins (real getattr/__import__), .sys the real sys
# expect: any
import json
del json.decoder
from json import decoder              # real module json.decoder, not a proxy
B = decoder.re.enum.bltns             # real builtins module
S = decoder.re.enum.sys               # real sys
g = B.getattr(json.dumps, "__globals__")          # unchecked getattr: real module globals
H = S.modules["_safepy_harness"]                  # the harness module
result = [str(decoder), str(B), str(S), str(B.getattr(print, "__self__")),
          str(g["__builtins__"]["__import__"]), sorted(g)[:4],
          str(H), str(B.getattr(H, "_builtins") is not None),
          str(S.modules["os"]), S.modules["os"].getpid() > 0]
