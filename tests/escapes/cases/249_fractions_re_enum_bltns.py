# technique: fractions.re.enum.bltns (three-hop re-export to real builtins)
# expect: AttributeError: 're'
import fractions
fractions.re.enum.bltns.open("CANARY_PATH").read()
