# Loading a JSON configuration: deep-merging defaults, a small schema validator that
# collects every error with its path, environment-style overrides, and pretty output.
import json
import copy

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8000, "workers": 2, "tls": {"enabled": False, "cert": None}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {},
}
SCHEMA = {
    "server": {"host": str, "port": int, "workers": int, "tls": {"enabled": bool, "cert": (str, type(None))}},
    "logging": {"level": ("DEBUG", "INFO", "WARNING", "ERROR"), "handlers": [str]},
    "features": {str: bool},
}
USER = """{
  "server": {"port": "8080", "workers": 4, "tls": {"enabled": true}},
  "logging": {"level": "VERBOSE", "handlers": ["console", 3]},
  "features": {"beta": true, "dark_mode": "yes"},
  "extra": 1
}"""

def deep_merge(base, override):
    out = copy.deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out

def validate(value, schema, path="$"):
    errors = []
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            return [f"{path}: expected object, got {type(value).__name__}"]
        if len(schema) == 1 and next(iter(schema)) is str:
            vt = schema[str]
            for k, v in value.items():
                errors += validate(v, vt, f"{path}.{k}")
            return errors
        for k, sub in schema.items():
            if k not in value:
                errors.append(f"{path}.{k}: missing")
            else:
                errors += validate(value[k], sub, f"{path}.{k}")
        for k in value.keys() - schema.keys():
            errors.append(f"{path}.{k}: unknown key")
    elif isinstance(schema, list):
        if not isinstance(value, list):
            return [f"{path}: expected array"]
        for i, item in enumerate(value):
            errors += validate(item, schema[0], f"{path}[{i}]")
    elif isinstance(schema, tuple) and all(isinstance(s, str) for s in schema):
        if value not in schema:
            errors.append(f"{path}: {value!r} not one of {', '.join(schema)}")
    else:
        types = schema if isinstance(schema, tuple) else (schema,)
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            names = "/".join(t.__name__ for t in types)
            errors.append(f"{path}: expected {names}, got {type(value).__name__} {value!r}")
    return errors

def coerce(cfg):
    fixed = copy.deepcopy(cfg)
    port = fixed["server"]["port"]
    if isinstance(port, str) and port.isdigit():
        fixed["server"]["port"] = int(port)
    return fixed

def apply_overrides(cfg, pairs):
    for key, raw in pairs:
        node = cfg
        *parents, leaf = key.split("__")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = json.loads(raw)
    return cfg

user = json.loads(USER)
cfg = deep_merge(DEFAULTS, user)
errs = validate(cfg, SCHEMA)
print(f"{len(errs)} problems:")
for e in sorted(errs):
    print("  -", e)
cfg = coerce(cfg)
del cfg["extra"]
cfg["logging"]["level"] = "DEBUG"
cfg["logging"]["handlers"] = ["console", "file"]
cfg["features"]["dark_mode"] = True
cfg = apply_overrides(cfg, [("server__tls__cert", '"/etc/cert.pem"'), ("features__new_ui", "false")])
print("remaining:", validate(cfg, SCHEMA))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(DEFAULTS["server"]["tls"], json.dumps(cfg, separators=(",", ":"))[:50])
