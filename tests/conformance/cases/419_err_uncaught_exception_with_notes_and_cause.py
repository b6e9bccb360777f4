# An uncaught exception with notes and a cause: the error's message is str(exc) only.
class ConfigError(Exception):
    pass
def load():
    try:
        int("x")
    except ValueError as e:
        err = ConfigError("bad port")
        err.add_note("in section [server]")
        raise err from e
print("loading")
load()
