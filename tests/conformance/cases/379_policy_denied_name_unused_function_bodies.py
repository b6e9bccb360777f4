# Functions, methods and nested functions that mention denied names but are never called
# are defined and introspected normally; their siblings run.
def debug_globals(fn):
    return sorted(fn.__globals__)

def frame_walk(tb):
    frames = []
    while tb is not None:
        frames.append(tb.tb_frame.f_code.co_name)
        f = tb.tb_frame.f_back
        tb = tb.tb_next
    return frames

def gen_info(g):
    return g.gi_frame, g.gi_code, g.gi_frame.f_locals

class Inspector:
    def closure_cells(self, fn):
        return fn.__closure__

    def bound_owner(self, m):
        return m.__self__

    @staticmethod
    def code_of(fn):
        return fn.__code__.co_varnames

    def ok(self):
        return "inspector ok"

def outer():
    def inner():
        return inner.__code__
    return 42

print(debug_globals.__name__, frame_walk.__code__ if False else "skip")
print(Inspector().ok(), outer(), callable(Inspector.code_of))
print(sorted(k for k in vars(Inspector) if not k.startswith("__")))
print(gen_info.__name__, gen_info.__defaults__, Inspector.closure_cells.__qualname__)
