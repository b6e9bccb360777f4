# copy and deepcopy of everyday stdlib objects (and structures holding them).
import copy, collections, datetime, decimal, fractions, functools, random, string
data = {"seen": {1, 2}, "frozen": frozenset({3}), "cut": slice(1, 5, 2),
        "groups": collections.defaultdict(list, a=[1]), "queue": collections.deque([1, 2], maxlen=5),
        "ordered": collections.OrderedDict(b=2), "counts": collections.Counter("aab"),
        "chain": collections.ChainMap({"a": 1}), "user": collections.UserDict(x=1),
        "when": datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc),
        "span": datetime.timedelta(3), "price": decimal.Decimal("1.5"), "ratio": fractions.Fraction(1, 3),
        "tmpl": string.Template("$x"), "err": ValueError("x", 2)}
deep = copy.deepcopy(data)
shallow = copy.copy(data)
same = all(type(deep[k]) is type(v) for k, v in data.items())
rng = copy.copy(random.Random(5))
part = copy.deepcopy(functools.partial(max, 1))
result = [same, sorted(deep["seen"]), deep["groups"]["a"], list(deep["queue"]), deep["queue"].maxlen,
          dict(deep["counts"]), deep["chain"]["a"], deep["user"]["x"], str(deep["when"]), str(deep["price"]),
          str(deep["ratio"]), deep["tmpl"].substitute(x=1), repr(deep["err"]), shallow["seen"] is data["seen"],
          rng.random() == random.Random(5).random(), part(5), part(-3)]
