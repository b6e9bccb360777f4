# technique: copy state given as a (dictstate, None) tuple: the _reconstruct wrapper only checks a plain-dict state for dunder keys, the tuple's dict half is y.__dict__.update()'d unchecked (bypass of the fix for case 342)
# expect: any
import copy, json
X = type("X", (), {"__reduce_ex__": lambda self, proto: (lambda: json.dumps, (), ({"__dataclass_fields__": {"a": 1}, "__signature__": 7}, None))})
copy.copy(X())
print("planted on json.dumps:", json.dumps.__dataclass_fields__)
