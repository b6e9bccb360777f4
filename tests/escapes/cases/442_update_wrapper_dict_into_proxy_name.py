# technique: functools.update_wrapper(json, w, updated=("__dict__",)) with w.__name__ = "os": the wrapper's raw __dict__ was written directly (past the proxy's setattr), so the proxy's __name__ became "os" and `from json import path` fell back to sys.modules["os.path"], the real posixpath (real os, real sys)
# expect: any
import functools, json
class W:
    pass
w = W()
w.__name__ = "os"
functools.update_wrapper(json, w, assigned=(), updated=("__dict__",))
from json import path
print(path.os.getpid())
