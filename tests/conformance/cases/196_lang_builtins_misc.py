pairs = list(zip("abc", range(3)))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("zip strict:", e)
[pairs, list(enumerate("xy", start=1)), list(reversed([1, 2, 3])), min([3, 1, 2]), max("apple", "fig", key=len),
 min([], default="empty"), sum([1, 2, 3], 10), any([0, "", None]), all([1, "x"]), list(map(str, [1, 2])),
 list(filter(None, [0, 1, "", "a"])), chr(9731), ord("€"), bin(10), oct(8), hex(255), format(1234.5, ",.1f"),
 sorted("hello"), list(range(10, 0, -3)), dict(zip(["a", "b"], [1, 2])), divmod(17, 5), len({1: 2}),
 callable(len), repr("it's"), ascii("ü"), hash(42), hash((1, 2)) == hash((1, 2)), round(7.0 / 3, 3), slice(1, 5, 2)]
