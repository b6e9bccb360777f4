# vars(), globals(), locals() and dir() are CPython's: on instances, classes, at module
# level and in functions; globals() writes define names.
class User:
    kind = "user"
    def __init__(self, name, age):
        self.name = name
        self.age = age
    def greet(self):
        return "hi " + self.name

u = User("ann", 31)
print(vars(u), vars(u) is u.__dict__)
vars(u)["email"] = "ann@example.org"
print(u.email, sorted(vars(User).keys() - {"__dict__", "__weakref__", "__doc__", "__module__"}))
print(type(vars(User)).__name__, vars(User)["kind"])
try:
    vars(User)["kind"] = "x"
except TypeError as e:
    print("TypeError:", e)
try:
    vars(42)
except TypeError as e:
    print("TypeError:", e)

def local_view(a, b=2):
    c = a + b
    loc = locals()
    return sorted(loc), sorted(dir())
print(local_view(1))
print(vars() is globals(), locals() is globals())
globals()["made_up"] = 7
print(made_up, "made_up" in dir())
print([n for n in dir(u) if not n.startswith("__")])
print([n for n in dir(User) if not n.startswith("__")])
print(len([n for n in dir(u) if n.startswith("__")]) == len([n for n in dir(User) if n.startswith("__")]))
print(dir(u) == sorted(dir(u)), "greet" in dir(u), "__init__" in dir(u))
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return sorted(locals())
    return inc
print(counter()())
ns = {}
for k, v in vars(u).items():
    ns[k.upper()] = v
print(ns)
