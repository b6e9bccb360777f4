# technique: copy.copy(bound method): method.__reduce__ returns (getattr, (self, __func__.__name__)) with getattr taken from the calling frame's builtins (copy.py -> the real getattr); state is None so the _reconstruct wrapper lets copy call getattr(target, <any name we set as __name__>)
# expect: any
import copy, json

class A:
    def m(self):
        pass

MethodType = type(A().m)

def ugetattr(obj, name):
    def f():
        pass
    f.__name__ = name            # __name__ is an allowed store
    return copy.copy(MethodType(f, obj))

g = ugetattr(json.dumps, '__globals__')          # json's real module globals
bi = g['__builtins__']                            # the real builtins dict
print('json.dumps.__globals__ keys:', sorted(g)[:6])
print('real builtins open/eval/__import__:', bi['open'], bi['eval'], bi['__import__'])
sys = bi['__import__']('sys')                     # already in sys.modules: no import event
print('real sys:', sys, 'os' in sys.modules, sys.modules['os'])
subs = ugetattr(object, '__subclasses__')()
print('object.__subclasses__():', len(subs), [c.__name__ for c in subs if c.__name__ in ('_wrap_close', 'Popen', 'catch_warnings')])
print('_safepy module:', ugetattr(getattr, '__self__'))
