class K:
    base = 10
    doubled = [base * 2]
    names = [n for n in ("a", "b")]
    def method(self):
        return self.base
x = 1
def outer():
    x = 2
    def inner():
        return x
    return inner()
[K.doubled, K.names, K().method(), outer(), x]
