class ConfigError(Exception):
    pass
def load(cfg):
    try:
        return cfg["path"]
    except KeyError as e:
        raise ConfigError("config has no 'path'") from e
load({})
