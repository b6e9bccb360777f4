def inner(n):
    print("inner", n)
    return n * 2
class K:
    def m(self):
        print("m start")
        v = inner(3)
        print("m end", v)
        return v
print("start")
K().m()
