import json
data = {"name": "Ünïcode", "n": [1, 2.5, None, True], "nested": {"k": {"deep": [1, [2, [3]]]}}, "big": 2**64}
s = json.dumps(data, sort_keys=True)
back = json.loads(s)
pretty = json.dumps({"b": 1, "a": [1, 2]}, indent=2, sort_keys=True)
compact = json.dumps([1, {"x": 2}], separators=(",", ":"))
class Pt:
    def __init__(self, x):
        self.x = x
def enc(o):
    if isinstance(o, Pt):
        return {"pt": o.x}
    raise TypeError("nope")
custom = json.dumps([Pt(1), Pt(2)], default=enc)
hooked = json.loads('{"pt": 5}', object_hook=lambda d: ("hooked", d["pt"]))
print(pretty)
[s, back == data, compact, custom, hooked, json.dumps("é"), json.dumps("é", ensure_ascii=False), json.loads("[1e400, -0.0]"),
 json.dumps(float("nan")), json.loads('"\\ud83d\\ude00"'), json.dumps({1: 2, None: 3, True: 4})]
