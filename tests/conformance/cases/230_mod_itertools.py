import itertools as it
import operator
[list(it.chain([1, 2], "ab")), list(it.product("ab", repeat=2)), list(it.permutations([1, 2, 3], 2)),
 list(it.combinations("abcd", 2)), list(it.combinations_with_replacement("ab", 2)),
 [(k, list(g)) for k, g in it.groupby("aaabccdd")], list(it.accumulate([1, 2, 3, 4])),
 list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], operator.mul, initial=10)),
 list(it.pairwise("abcd")), list(it.islice(it.count(10, 5), 4)), list(it.islice(it.cycle("xy"), 5)),
 list(it.repeat("z", 3)), list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])),
 list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.zip_longest("abc", [1], fillvalue="-")),
 list(it.compress("abcdef", [1, 0, 1, 0, 1])), [list(t) for t in it.tee([1, 2], 2)], list(it.filterfalse(None, [0, 1, 0, 2])),
 list(it.chain.from_iterable([[1], [2, 3]]))]
