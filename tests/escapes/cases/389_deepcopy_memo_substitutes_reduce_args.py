# technique: copy.deepcopy(method-wrapper, memo=spy): wrapper.__reduce__ gives (real getattr from copy.py's builtins, (self, name)); the deep _reconstruct deep-copies each arg through the user memo, whose get() substitutes any target object and any attribute name, so copy calls getattr(target, name) unchecked
# expect: any
import copy, json

def ugetattr(target, name):
    subst = {}
    class Spy:
        def __init__(self):
            self.keep = []
            self.calls = 0
        def get(self, key, default):
            self.calls += 1
            if self.calls == 2:
                return target          # deepcopy(self-arg) -> our target
            if self.calls == 3:
                return name            # deepcopy(name-arg) -> our attribute name
            return default
        def __setitem__(self, k, v):
            subst['result'] = v
        def __getitem__(self, k):
            return self.keep
    mw = (1).__add__                   # a method-wrapper (not in deepcopy's dispatch table)
    return copy.deepcopy(mw, Spy())

g = ugetattr(json.dumps, '__globals__')
print('json.dumps.__globals__:', type(g).__name__, sorted(g)[:5])
bi = g['__builtins__']
print('real builtins:', bi['open'], bi['exec'])
print('object.__subclasses__():', len(ugetattr(object, '__subclasses__')()))
print('builtins module via print.__self__:', ugetattr(print, '__self__'))
