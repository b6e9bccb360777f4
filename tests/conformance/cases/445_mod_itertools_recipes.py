# itertools and the recipes from its documentation written out: pairwise, grouper,
# roundrobin, powerset, unique_everseen, sliding_window, partition, flatten, nth, take,
# all_equal, batched, plus accumulate, groupby, product, compress, starmap, tee.
import itertools as it
import collections, operator

def take(n, iterable): return list(it.islice(iterable, n))
def nth(iterable, n, default=None): return next(it.islice(iterable, n, None), default)
def all_equal(iterable):
    g = it.groupby(iterable)
    return next(g, True) and not next(g, False)
def grouper(iterable, n, fillvalue=None):
    return it.zip_longest(*[iter(iterable)] * n, fillvalue=fillvalue)
def roundrobin(*iterables):
    num_active = len(iterables)
    nexts = it.cycle(iter(x).__next__ for x in iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = it.cycle(it.islice(nexts, num_active))
def powerset(iterable):
    s = list(iterable)
    return it.chain.from_iterable(it.combinations(s, r) for r in range(len(s) + 1))
def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element
def sliding_window(iterable, n):
    it_ = iter(iterable)
    window = collections.deque(it.islice(it_, n - 1), maxlen=n)
    for x in it_:
        window.append(x)
        yield tuple(window)
def partition(pred, iterable):
    t1, t2 = it.tee(iterable)
    return list(it.filterfalse(pred, t1)), list(filter(pred, t2))
def flatten(list_of_lists): return it.chain.from_iterable(list_of_lists)
def batched(iterable, n):
    i = iter(iterable)
    while batch := tuple(it.islice(i, n)):
        yield batch

print(take(5, it.count(10, 5)), nth(range(10), 3), all_equal("aaa"), all_equal("aab"))
print(list(grouper("ABCDEFG", 3, "x")), list(roundrobin("ABC", "D", "EF")))
print(list(powerset([1, 2, 3])), list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(list(sliding_window(range(6), 3)), partition(lambda x: x % 2, range(10)), list(flatten([[1, 2], [3], []])))
print(list(batched("abcdefg", 3)), list(it.pairwise("abcd")), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul, initial=10)), list(it.accumulate(range(6))))
print([(k, len(list(g))) for k, g in it.groupby(sorted("mississippi"))])
print(list(it.product("ab", repeat=2)), len(list(it.permutations(range(5), 3))), list(it.combinations_with_replacement("ab", 2)))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), take(7, it.cycle("ab")), list(it.repeat("z", 3)), list(it.chain("ab", [1])))
print(list(it.zip_longest("ab", "wxyz", fillvalue="-")), list(it.islice("abcdefg", 1, None, 2)), list(it.filterfalse(str.isdigit, "a1b2")))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b), list(it.combinations("abcd", 2))[:3])
