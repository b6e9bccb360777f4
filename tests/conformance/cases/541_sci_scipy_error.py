# An error raised inside scipy: its type and message, with the line of the call in the
# user's code (the innermost <code> frame).
from scipy import integrate

def integrand(x):
    return 1.0 / x if x > 0.5 else unknown_name

print("start")
integrate.quad(integrand, 0, 1)
