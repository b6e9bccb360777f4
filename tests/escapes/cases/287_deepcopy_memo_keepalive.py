# technique: deepcopy keeps originals and their state dicts in memo[id(memo)]: the real __dict__ of a stdlib object
# expect: any
import copy, pprint
m = {}
copy.deepcopy(pprint.PrettyPrinter(), m)
[v for v in m.values() if type(v) is list][0]
