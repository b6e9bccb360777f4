# technique: decimal internals via __reduce__ of a Context
# expect: any
import decimal
decimal.getcontext().__reduce__()
