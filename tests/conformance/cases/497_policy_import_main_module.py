# `import __main__` gives the running module itself (a common way to tell a script from an
# interactive session, or to look names up in the main module).
import __main__
value = 42
print(__main__.__name__, hasattr(__main__, "__file__"), __main__.value, getattr(__main__, "value"))
print(__main__.__dict__ is globals(), "value" in vars(__main__))
