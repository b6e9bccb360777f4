# technique: fractions.Fraction.__new__ (allowed name) is a Python function; take its __globals__['sys']
# expect: SandboxError: access to attribute '__globals__' is not allowed
import fractions
fractions.Fraction.__new__.__globals__["sys"].modules["os"]
