# technique: mappingproxy | obj calls obj.__ror__ with the *underlying* dict (3.11): unwrap object's type dict
# expect: any
leak = []
class Ror:
    def __ror__(self, other):
        leak.append(other)
        return other
vars(object) | Ror()
leak[0]["__getattribute__"]
