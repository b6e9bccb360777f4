class ConfigError(Exception):
    pass
def load(d):
    try:
        return d["key"]
    except KeyError as e:
        raise ConfigError("missing key") from e
try:
    load({})
except ConfigError as e:
    print(type(e).__name__, e)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    print("caught", e)
"ok"
