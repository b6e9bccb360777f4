# A __repr__ that recurses forever: the RecursionError's message says where the limit was
# met, which depends on the stack depth the code starts at (a script's).
class Loop:
    def __repr__(self):
        return "Loop(%r)" % (self,)
try:
    repr(Loop())
except RecursionError as e:
    print("RecursionError:", e)
