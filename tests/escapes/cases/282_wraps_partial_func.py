# technique: functools.wraps(...).func was the real, unchecked update_wrapper
# expect: any
import functools, json
class W:
    pass
w = W()
uw = functools.wraps(json.dumps).func
uw(w, json.dumps, assigned=("__globals__",), updated=())
