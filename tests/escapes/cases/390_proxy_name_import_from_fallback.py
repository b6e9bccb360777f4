# technique: IMPORT_FROM falls back to sys.modules[proxy.__name__ + "." + name] when the proxy lacks the name; __name__ of a proxy is a writable (dunder_store) attribute, so json.__name__ = "os" makes `from json import path` return the real os.path (posixpath), whose .os is the real os module
# expect: any
import json
json.__name__ = "os"
from json import path
os = path.os
print(type(path), path)
print(type(os), os, os.sys, os.system)
