# technique: descriptor __set_name__ hook grabs owner.__dict__ (the real class dict proxy)
# expect: any
class Grab:
    def __set_name__(self, owner, name):
        self.ns = owner.__dict__
class C:
    g = Grab()
C.g.ns
