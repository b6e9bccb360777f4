def make_fact():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact
f = make_fact()
[f(20), f(25)]
