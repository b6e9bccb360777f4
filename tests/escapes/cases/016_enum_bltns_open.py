# technique: enum.bltns is the real builtins module; take its open
# expect: AttributeError: module 'enum' has no attribute 'bltns'
import enum
enum.bltns.open("CANARY_PATH").read()
