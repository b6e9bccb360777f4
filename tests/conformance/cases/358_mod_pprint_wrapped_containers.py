# pprint wraps long built-in containers by type (its table is keyed by their __repr__).
import collections, pprint
pprint.pprint(list(range(30)), width=30)
pprint.pprint({"a": list(range(12)), "b": (1, 2, 3)}, width=30)
pprint.pprint(collections.defaultdict(list, {"k": list(range(12))}), width=30)
pprint.pprint(collections.OrderedDict(a=list(range(12))), width=30)
pprint.pprint(collections.deque(range(15)), width=30)
pprint.pprint(collections.Counter("abracadabra"), width=20)
result = pprint.pformat([list(range(8))] * 2, width=25)
