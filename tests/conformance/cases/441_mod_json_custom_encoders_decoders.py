# json with a JSONEncoder subclass, default=, object_hook, object_pairs_hook, parse_float,
# indent/sort_keys/separators/ensure_ascii, and JSONDecodeError details.
import json, datetime, decimal, dataclasses, enum
@dataclasses.dataclass
class Item:
    name: str
    when: datetime.date
class Kind(enum.Enum):
    A = "a"
class Encoder(json.JSONEncoder):
    def default(self, o):
        if dataclasses.is_dataclass(o):
            return {"__item__": dataclasses.asdict(o)}
        if isinstance(o, (datetime.date, datetime.datetime)):
            return o.isoformat()
        if isinstance(o, decimal.Decimal):
            return str(o)
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, enum.Enum):
            return o.value
        return super().default(o)
data = {"item": Item("pen", datetime.date(2024, 5, 1)), "price": decimal.Decimal("1.10"),
        "tags": {3, 1, 2}, "kind": Kind.A, "ok": True, "none": None, "pi": 3.14}
text = json.dumps(data, cls=Encoder, sort_keys=True)
print(text)
print(json.dumps(data, cls=Encoder, indent=2, separators=(",", ": "))[:60])
try:
    json.dumps({"x": object()}, cls=Encoder)
except TypeError as e:
    print("TypeError:", str(e).split(" at ")[0])
print(json.dumps([1, "é", {"b": 1, "a": 2}], ensure_ascii=False, sort_keys=True), json.dumps("é"))
print(json.dumps({"t": (1, 2)}, default=str), json.dumps(float("nan")), json.dumps({1: 2, True: 3}))
def hook(d):
    if "__item__" in d:
        inner = d["__item__"]
        return Item(inner["name"], datetime.date.fromisoformat(inner["when"]))
    return d
back = json.loads(text, object_hook=hook)
print(back["item"], back["price"], type(back["pi"]).__name__)
print(json.loads('{"a": 1, "a": 2, "b": 1.5}', object_pairs_hook=list))
print(json.loads("[1.10, 2]", parse_float=decimal.Decimal, parse_int=str))
for bad in ('{"a": 1,}', "[1, 2", '{"a" 1}', "", "nul"):
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e, (e.pos, e.lineno, e.colno))
print("".join(json.JSONEncoder(indent=1).iterencode({"a": [1, 2]})))
print(json.loads('"\\u00e9\\n"'), json.loads("NaN"), json.loads('{"big": 12345678901234567890}'))
