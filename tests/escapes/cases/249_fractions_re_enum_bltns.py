# technique: fractions.re.enum.bltns (three-hop re-export to real builtins)
# expect: AttributeError: module 'fractions' has no attribute 're'
import fractions
fractions.re.enum.bltns.open("CANARY_PATH").read()
